import { Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { storeDay } from '@kirana/shared/extended';
import { presetOf, presetRange, RANGE_PRESETS, rangeProblem, type DayRange, type RangePreset } from './reportRange';
import { useT } from '../../i18n';

const CUSTOM = 'custom';

interface RangePickerProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
}

/**
 * Today, Last 7 days, This month, Last 30 days, or any days up to a year. Presets apply at once;
 * the two day boxes apply as they change, and say what is wrong with a range the server would refuse.
 */
export function RangePicker({ range, onChange }: RangePickerProps) {
  const t = useT();
  const today = storeDay();
  const [custom, setCustom] = useState(() => presetOf(range, today) === null);
  const problem = rangeProblem(range, today);
  const chosen = custom ? CUSTOM : (presetOf(range, today) ?? CUSTOM);

  const edit = (changes: Partial<DayRange>) => {
    setCustom(true);
    onChange({ ...range, ...changes });
  };

  return (
    <div className="kn-adm-range">
      <Segmented<RangePreset | typeof CUSTOM>
        aria-label={t('Report range')}
        value={chosen}
        options={[
          ...RANGE_PRESETS.map((preset) => ({ ...preset, label: t(preset.label) })),
          { value: CUSTOM, label: t('Custom') },
        ]}
        onChange={(value) => {
          if (value === CUSTOM) return setCustom(true);
          setCustom(false);
          onChange(presetRange(value, today));
        }}
      />
      <Form layout="vertical" component="div" className="kn-adm-range__days">
        <Form.Item
          label={t('From')}
          htmlFor="kn-adm-range-from"
          className="kn-adm-range__day"
          validateStatus={problem ? 'error' : undefined}
        >
          <Input
            id="kn-adm-range-from"
            type="date"
            value={range.from}
            max={today}
            aria-invalid={problem !== null}
            onChange={(event) => edit({ from: event.target.value })}
          />
        </Form.Item>
        <Form.Item
          label={t('To')}
          htmlFor="kn-adm-range-to"
          className="kn-adm-range__day"
          validateStatus={problem ? 'error' : undefined}
        >
          <Input
            id="kn-adm-range-to"
            type="date"
            value={range.to}
            max={today}
            aria-invalid={problem !== null}
            onChange={(event) => edit({ to: event.target.value })}
          />
        </Form.Item>
      </Form>
      {problem && (
        <p role="alert" className="kn-adm-range__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
