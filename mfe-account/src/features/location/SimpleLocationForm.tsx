import { useState, type FormEvent } from 'react';
import { DangerAlert, type AddressDraft, type SavedAddress, type Society } from '@kirana/shared';
import { hasAddress, simpleLocationError } from '@kirana/shared/domain/address';
import { isValidFlat, isValidWing, MESSAGES, sanitizeFlat, sanitizeWing } from '@kirana/shared/domain/validation';
import { DUPLICATE_ADDRESS } from '../../components/address/AddressFields';
import { TextField } from '../../components/address/TextField';
import { useT } from '../../i18n';

interface SimpleLocationFormProps {
  societies: readonly Society[];
  initialSociety: string;
  saved: readonly SavedAddress[];
  saving: boolean;
  onSave: (draft: AddressDraft) => void;
}

/**
 * The simpler location modal's form: society, wing and flat. All three must be filled in,
 * otherwise the alert 'Please enter a valid address.' (R29); wing and flat then follow the
 * same format rules as the address form.
 */
export function SimpleLocationForm({ societies, initialSociety, saved, saving, onSave }: SimpleLocationFormProps) {
  const t = useT();
  const [society, setSociety] = useState(initialSociety);
  const [wing, setWing] = useState('');
  const [flatNumber, setFlatNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = societies.find((s) => s._id === society);
  const draft: AddressDraft = { society, wing, flatNumber, locality: chosen?.locality ?? '' };
  const duplicate = hasAddress(saved, draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = chosen?.societyName ?? '';
    const problemNow =
      simpleLocationError({ society: name, wing, flatNumber }) ??
      (!isValidWing(wing) ? MESSAGES.wing : !isValidFlat(flatNumber) ? MESSAGES.flat : null);
    setProblem(problemNow);
    if (!problemNow && !duplicate) onSave(draft);
  };

  return (
    <form onSubmit={submit} noValidate>
      {problem && <DangerAlert>{t(problem)}</DangerAlert>}
      <div className="kn-acc-field">
        <label htmlFor="kn-acc-simple-society">{t('Society')}</label>
        <select id="kn-acc-simple-society" value={society} onChange={(event) => setSociety(event.target.value)}>
          <option value="">{t('Select your society')}</option>
          {societies.map((s) => (
            <option key={s._id} value={s._id}>
              {s.societyName}, {s.areaName}
            </option>
          ))}
        </select>
      </div>
      <div className="kn-acc-row">
        <TextField
          id="kn-acc-simple-wing"
          label="Wing"
          data-autofocus
          value={wing}
          maxLength={1}
          autoCapitalize="characters"
          placeholder={t('e.g. B')}
          onChange={(event) => setWing(sanitizeWing(event.target.value))}
        />
        <TextField
          id="kn-acc-simple-flat"
          label="Flat"
          value={flatNumber}
          maxLength={4}
          inputMode="numeric"
          placeholder={t('e.g. 304')}
          onChange={(event) => setFlatNumber(sanitizeFlat(event.target.value))}
        />
      </div>
      {duplicate && (
        <p className="kn-acc-hint" role="status">
          {t(DUPLICATE_ADDRESS)} {t('Choose it under Saved locations.')}
        </p>
      )}
      <button type="submit" className="kn-ui-button kn-acc-address__submit" disabled={duplicate || saving}>
        {saving ? t('Saving…') : t('Save')}
      </button>
    </form>
  );
}
