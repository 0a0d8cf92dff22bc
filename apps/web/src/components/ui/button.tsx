import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:text-gray-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  ghost: 'text-gray-700 hover:bg-gray-100 disabled:text-gray-400',
  link: 'text-brand-700 underline-offset-2 hover:underline',
} as const;

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** Shows a spinner and blocks further presses while an action runs (docs/ui.md). */
  busy?: boolean;
  size?: 'md' | 'sm';
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: 'md' | 'sm' = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
    // A link-styled button has no box of its own: no padding to fight with the variant.
    variant === 'link' ? 'min-h-11 text-sm' : size === 'md' ? 'min-h-11 px-4 text-sm' : 'min-h-9 px-3 text-sm',
    variants[variant],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
