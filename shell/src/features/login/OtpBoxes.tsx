import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@kirana/shared';
import { parsePastedOtp, sanitizeOtpDigit } from '@kirana/shared/domain/validation';
import { useT } from '../../i18n';

export const EMPTY_OTP: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');

interface OtpBoxesProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Called once the sixth box is filled, with the whole code. */
  onComplete: (code: string) => void;
  disabled: boolean;
  labelledBy: string;
}

/**
 * Six one-digit boxes (R24): typing moves on, Backspace in an empty box moves back and clears
 * it, a pasted or autofilled 6-digit code fills them all, and the last digit submits.
 */
export function OtpBoxes({ digits, onChange, onComplete, disabled, labelledBy }: OtpBoxesProps) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const empty = digits.every((digit) => digit === '');
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  // A fresh or cleared set of boxes (first show, or after a wrong code) starts at the first box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusBox reads the boxes through a ref when called; it holds no state that could go stale
  useEffect(() => {
    if (empty && !disabled) focusBox(0);
  }, [empty, disabled]);

  const update = (next: string[]) => {
    onChange(next);
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  };

  const fillAll = (code: string[]) => {
    update(code);
    focusBox(OTP_LENGTH - 1);
  };

  const onInput = (index: number, raw: string) => {
    const whole = raw.length >= OTP_LENGTH ? parsePastedOtp(raw) : null;
    if (whole) return fillAll(whole);
    const digit = sanitizeOtpDigit(raw);
    const next = [...digits];
    next[index] = digit;
    update(next);
    if (digit && index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = parsePastedOtp(event.clipboardData.getData('text'));
    if (!code) return;
    event.preventDefault();
    fillAll(code);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an inline row of controls, not a form section; a fieldset would bring its own border, padding and min-width into a line that is laid out as a row
    <div className="kn-shell-otp" role="group" aria-labelledby={labelledBy}>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: always six boxes in a fixed order; box n is digit n, so the position is its identity
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="kn-shell-otp__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('Digit {n} of {count}', { n: index + 1, count: OTP_LENGTH })}
          value={digit}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
