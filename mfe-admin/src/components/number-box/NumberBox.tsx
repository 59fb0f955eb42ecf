import { InputNumber, type InputNumberProps } from 'antd';

export type NumberBoxProps = Omit<InputNumberProps<number>, 'min' | 'max' | 'precision' | 'inputMode'> & {
  /** `numeric` for counts, `decimal` for rupees: the keypad a phone opens. */
  inputMode: 'numeric' | 'decimal';
};

/**
 * Every number the admin types goes through this box. It never clamps or rounds: antd's
 * InputNumber with `min`/`max`/`precision` silently turns −5 into 0 and 250000 into the maximum on
 * blur, so the screen shows a number nobody saved. Here what was typed reaches the field's rule
 * (the shared limit), which refuses it with a message naming the range.
 */
export function NumberBox({ inputMode, style, ...props }: NumberBoxProps) {
  return <InputNumber<number> {...props} inputMode={inputMode} style={{ width: '100%', ...style }} />;
}
