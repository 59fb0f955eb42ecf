import { Button, Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { FLAT_MAX_LENGTH, WING_MAX_LENGTH, type AddressDraft, type AddressErrors, api } from '@kirana/shared';
import { sanitizeFlat, sanitizeWing } from '@kirana/shared/domain/validation';
import { useGetSocietiesByLocalityQuery } from '@kirana/shared/extended';
import { useT } from '../../i18n';

/** What the address fields read and write: a new customer's draft, or one more address for a customer. */
export interface AddressFieldsDraft {
  address: AddressDraft;
  changeAddress: (changes: Partial<AddressDraft>) => void;
  touch: (field: keyof AddressErrors) => void;
  /** A field's message, once the admin has left it (or tried to save). */
  shown: (field: keyof AddressErrors) => string | undefined;
  /** Present when the address may be left out (a new customer's): the fields say "(optional)". */
  leaveOutAddress?: () => void;
  withAddress?: boolean;
}

const status = (draft: AddressFieldsDraft, field: keyof AddressErrors) =>
  draft.shown(field) ? ('error' as const) : undefined;

/**
 * A delivery address as the admin takes it down: locality, a society in it, Wing and Flat,
 * filtered as they are typed exactly as on the customer's own address form.
 */
export function NewAddressFields({ draft, autoFocus = false }: { draft: AddressFieldsDraft; autoFocus?: boolean }) {
  const t = useT();
  const { address } = draft;
  const localities = api.useGetLocalitiesQuery();
  const societies = useGetSocietiesByLocalityQuery(address.locality, { skip: !address.locality });
  const societyList = address.locality ? (societies.data ?? []) : [];
  const locality = useRef<HTMLSelectElement>(null);
  // Opened on request, the form starts where the admin types next (once the localities are in).
  useEffect(() => {
    if (autoFocus && !localities.isLoading) locality.current?.focus();
  }, [autoFocus, localities.isLoading]);

  return (
    <fieldset className="kn-adm-fieldset">
      <legend>
        {t('Delivery address')} {draft.leaveOutAddress && <span className="kn-adm-faint">{t('(optional)')}</span>}
      </legend>
      <div className="kn-adm-form-grid">
        <Form.Item
          label={t('Locality')}
          htmlFor="kn-adm-new-locality"
          validateStatus={status(draft, 'locality')}
          help={draft.shown('locality')}
        >
          <select
            id="kn-adm-new-locality"
            ref={locality}
            className="kn-adm-select"
            value={address.locality}
            disabled={localities.isLoading}
            onChange={(event) => draft.changeAddress({ locality: event.target.value, society: '' })}
            onBlur={() => draft.touch('locality')}
          >
            <option value="">{localities.isLoading ? t('Loading localities…') : t('Select a locality')}</option>
            {(localities.data ?? []).map((locality) => (
              <option key={locality._id} value={locality._id}>
                {locality.areaName}
              </option>
            ))}
          </select>
        </Form.Item>
        <Form.Item
          label={t('Society')}
          htmlFor="kn-adm-new-society"
          validateStatus={status(draft, 'society')}
          help={draft.shown('society')}
        >
          <select
            id="kn-adm-new-society"
            className="kn-adm-select"
            value={address.society}
            disabled={!address.locality || societies.isFetching}
            onChange={(event) => draft.changeAddress({ society: event.target.value })}
            onBlur={() => draft.touch('society')}
          >
            <option value="">
              {!address.locality
                ? t('Select a locality first')
                : societies.isFetching
                  ? t('Loading societies…')
                  : t('Select a society')}
            </option>
            {societyList.map((society) => (
              <option key={society._id} value={society._id}>
                {society.societyName}
              </option>
            ))}
          </select>
        </Form.Item>
      </div>
      <div className="kn-adm-form-grid kn-adm-form-grid--pair">
        <Form.Item
          label={t('Wing')}
          htmlFor="kn-adm-new-wing"
          validateStatus={status(draft, 'wing')}
          help={draft.shown('wing')}
        >
          <Input
            id="kn-adm-new-wing"
            placeholder={t('e.g. B')}
            autoCapitalize="characters"
            maxLength={WING_MAX_LENGTH}
            value={address.wing}
            onChange={(event) => draft.changeAddress({ wing: sanitizeWing(event.target.value) })}
            onBlur={() => draft.touch('wing')}
          />
        </Form.Item>
        <Form.Item
          label={t('Flat')}
          htmlFor="kn-adm-new-flat"
          validateStatus={status(draft, 'flatNumber')}
          help={draft.shown('flatNumber')}
        >
          <Input
            id="kn-adm-new-flat"
            placeholder={t('e.g. 304')}
            inputMode="numeric"
            maxLength={FLAT_MAX_LENGTH}
            value={address.flatNumber}
            onChange={(event) => draft.changeAddress({ flatNumber: sanitizeFlat(event.target.value) })}
            onBlur={() => draft.touch('flatNumber')}
          />
        </Form.Item>
      </div>
      {draft.leaveOutAddress && draft.withAddress && (
        <Button type="link" className="kn-adm-inline-link" onClick={draft.leaveOutAddress}>
          {t('Leave out the address')}
        </Button>
      )}
    </fieldset>
  );
}
