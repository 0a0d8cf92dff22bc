import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { AUTH } from '@vendor-portal/contract/messages';
import { TextField, type TextFieldProps } from '../../components/ui/field.tsx';

/** A password input whose text can be shown or hidden (docs/product-spec.md §2 Login page, Account creation). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'addon'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        {...props}
        addon={
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 hover:bg-gray-50"
            aria-label={visible ? AUTH.hidePassword : AUTH.showPassword}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        }
      />
    );
  },
);
