import { useState, type FormEvent } from 'react';
import { storeContact, type AddressDraft, type AddressErrors, type SavedAddress, api } from '@kirana/shared';
import { hasAddress, sameAddress, validateAddress } from '@kirana/shared/domain/address';
import { sanitizeFlat, sanitizeWing } from '@kirana/shared/domain/validation';
import { useGetSocietiesByLocalityQuery } from '@kirana/shared/extended';
import { SocietyCombobox } from './SocietyCombobox';
import { TextField } from './TextField';
import './address.css';
import { useT } from '../../i18n';

export const DUPLICATE_ADDRESS = 'You have already saved this address.';

interface AddressFieldsProps {
  /** The address being edited, or undefined to add one. */
  editing?: SavedAddress | undefined;
  /** The customer's saved addresses: an identical one may not be saved again (R29). */
  saved: readonly SavedAddress[];
  saving: boolean;
  submitLabel: string;
  onSubmit: (draft: AddressDraft) => void;
}

type Field = keyof AddressErrors;

/** Locality, society, Wing/Phase and Flat Number, each box filtering what is typed and saying what is wrong (R29). */
export function AddressFields({ editing, saved, saving, submitLabel, onSubmit }: AddressFieldsProps) {
  const t = useT();
  const [draft, setDraft] = useState<AddressDraft>({
    locality: editing?.locality ?? '',
    society: editing?.society ?? '',
    wing: editing?.wing ?? '',
    flatNumber: editing?.flatNumber ?? '',
  });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));

  const localities = api.useGetLocalitiesQuery();
  const societies = useGetSocietiesByLocalityQuery(draft.locality, { skip: !draft.locality });
  const localityList = localities.data ?? [];
  const societyList = draft.locality ? (societies.data ?? []) : [];

  const errors = validateAddress(draft);
  const others = editing ? saved.filter((address) => !sameAddress(address, editing)) : saved;
  const duplicate = hasAddress(others, draft);
  const unchanged = editing !== undefined && sameAddress(editing, draft);
  const canSave = Object.keys(errors).length === 0 && !duplicate && !unchanged && !saving;
  const shown = (field: Field) => (touched.has(field) ? errors[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSubmit(draft);
  };
  const storePhone = storeContact().phone;

  return (
    <form className="kn-acc-address" onSubmit={submit} noValidate>
      <div className="kn-acc-field">
        <label htmlFor="kn-acc-locality">{t('Locality')}</label>
        <select
          id="kn-acc-locality"
          data-autofocus
          value={draft.locality}
          disabled={localities.isLoading}
          aria-invalid={shown('locality') ? true : undefined}
          onChange={(event) => setDraft((d) => ({ ...d, locality: event.target.value, society: '' }))}
          onBlur={() => touch('locality')}
        >
          <option value="">{localities.isLoading ? t('Loading localities…') : t('Select your locality')}</option>
          {localityList.map((locality) => (
            <option key={locality._id} value={locality._id}>
              {locality.areaName}
            </option>
          ))}
        </select>
        {shown('locality') && <p className="kn-acc-field__error">{shown('locality')}</p>}
      </div>

      <SocietyCombobox
        key={draft.locality}
        societies={societyList}
        value={draft.society}
        onChange={(society) => setDraft((d) => ({ ...d, society }))}
        onBlur={() => touch('society')}
        disabled={!draft.locality || societies.isFetching}
        error={shown('society')}
        placeholder={draft.locality ? t('Type to search your society') : t('Select a locality first')}
      />

      <div className="kn-acc-row">
        <TextField
          id="kn-acc-wing"
          label="Wing/Phase"
          value={draft.wing}
          maxLength={1}
          autoCapitalize="characters"
          placeholder={t('e.g. B')}
          error={shown('wing')}
          onChange={(event) => setDraft((d) => ({ ...d, wing: sanitizeWing(event.target.value) }))}
          onBlur={() => touch('wing')}
        />
        <TextField
          id="kn-acc-flat"
          label="Flat Number"
          value={draft.flatNumber}
          maxLength={4}
          inputMode="numeric"
          placeholder={t('e.g. 304')}
          error={shown('flatNumber')}
          onChange={(event) => setDraft((d) => ({ ...d, flatNumber: sanitizeFlat(event.target.value) }))}
          onBlur={() => touch('flatNumber')}
        />
      </div>

      {duplicate && (
        <p className="kn-acc-hint" role="status">
          {t(DUPLICATE_ADDRESS)}
        </p>
      )}
      <p className="kn-acc-note">
        {t(
          'Can’t find your locality or society? We deliver only where it is listed. Call us on {phone} and we’ll add yours.',
          { phone: storePhone },
        )}
      </p>
      <button type="submit" className="kn-ui-button kn-acc-address__submit" disabled={!canSave}>
        {saving ? t('Saving…') : t(submitLabel)}
      </button>
    </form>
  );
}
