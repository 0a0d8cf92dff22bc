import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';

export function Card({ className, ...rest }: ComponentProps<'section'>) {
  return <section className={cn('rounded-xl border border-gray-200 bg-white shadow-sm', className)} {...rest} />;
}

export function CardHeader({
  title,
  subtitle,
  actions,
  className,
  level = 2,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  className?: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 px-4 py-3 sm:px-5',
        className,
      )}
    >
      <div>
        <Heading className="text-lg font-semibold text-gray-900">{title}</Heading>
        {subtitle ? <p className="text-sm text-gray-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-4 py-4 sm:px-5', className)} {...rest} />;
}
