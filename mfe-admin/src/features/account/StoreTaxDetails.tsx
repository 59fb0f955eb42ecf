import { Alert, Button, Card, Form, Input, Select, Skeleton } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { type StoreTaxProfile, useLocale } from '@kirana/shared';
import { GST_STATES } from '@kirana/shared/extended';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';
import { useGetStoreTaxProfileQuery, useSaveStoreTaxProfileMutation } from './storeTaxApi';

const EMPTY: StoreTaxProfile = { legalName: '', address: '', stateCode: '', gstin: null };

/** What the admin typed, as the API takes it: trimmed, the GSTIN in capitals, an empty GSTIN none. */
function asProfile(draft: StoreTaxProfile): StoreTaxProfile {
  return {
    legalName: draft.legalName.trim(),
    address: draft.address.trim(),
    stateCode: draft.stateCode,
    gstin: draft.gstin?.replace(/\s+/g, '').toUpperCase() || null,
  };
}

/**
 * The store's tax details, as every bill prints them: legal name, address, state and GSTIN. Without
 * a GSTIN the store issues plain bills. Bills already issued keep the details they were issued
 * with. The server checks the GSTIN (its check character, and that it is this state's); its
 * refusal shows here in the admin's language.
 */
export function StoreTaxDetails() {
  const t = useT();
  const locale = useLocale();
  const read = useGetStoreTaxProfileQuery();
  const [save, saving] = useSaveStoreTaxProfileMutation();
  const [draft, setDraft] = useState<StoreTaxProfile>(EMPTY);
  const saved = read.data ?? null;
  // The form starts from what is saved, once: a later read (another tab saved) never wipes typing.
  const started = useRef(false);
  useEffect(() => {
    if (!read.isSuccess || started.current) return;
    started.current = true;
    setDraft(saved ?? EMPTY);
  }, [read.isSuccess, saved]);

  const states = useMemo(
    () =>
      Object.entries(GST_STATES)
        .filter(([, state]) => state.inUse)
        .map(([code, state]) => ({ value: code, label: `${state[locale]} (${code})` })),
    [locale],
  );
  const profile = asProfile(draft);
  const missing = profile.legalName.length < 2 || profile.address.length < 5 || !profile.stateCode;
  const unchanged = saved !== null && JSON.stringify(asProfile(saved)) === JSON.stringify(profile);
  const edit = (change: Partial<StoreTaxProfile>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (saving.error) saving.reset();
  };
  const submit = async () => {
    if (missing || unchanged || saving.isLoading) return;
    const result = await save(profile);
    if (result.data) toast.success(t('The store’s tax details are saved. Bills from now on carry them.'));
  };

  return (
    <Card title={<h2 className="kn-adm-section-title">{t('Store’s tax details')}</h2>}>
      <p className="kn-adm-faint">
        {t(
          'Every bill prints these. With a GSTIN the store issues tax invoices; without one, plain bills. Bills already issued keep the details they were issued with.',
        )}
      </p>
      {read.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : read.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('We couldn’t read the store’s tax details')}
          description={errorMessage(read.error)}
          action={<Button onClick={() => void read.refetch()}>{t('Retry')}</Button>}
        />
      ) : (
        <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
          {saving.error && (
            <Alert
              type="error"
              showIcon
              className="kn-adm-form-alert"
              title={t('We couldn’t save the tax details')}
              description={errorMessage(saving.error)}
            />
          )}
          <Form.Item label={t('Legal name')} htmlFor="kn-adm-tax-name">
            <Input
              id="kn-adm-tax-name"
              autoComplete="organization"
              maxLength={120}
              value={draft.legalName}
              onChange={(event) => edit({ legalName: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('Address on the bill')} htmlFor="kn-adm-tax-address">
            <Input.TextArea
              id="kn-adm-tax-address"
              autoComplete="street-address"
              maxLength={300}
              autoSize={{ minRows: 2, maxRows: 4 }}
              value={draft.address}
              onChange={(event) => edit({ address: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('State')} htmlFor="kn-adm-tax-state">
            <Select
              id="kn-adm-tax-state"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('Choose the state')}
              options={states}
              value={draft.stateCode || undefined}
              onChange={(stateCode: string) => edit({ stateCode })}
            />
          </Form.Item>
          <Form.Item
            label={t('GSTIN (optional)')}
            htmlFor="kn-adm-tax-gstin"
            extra={t('15 characters, as on the GST registration. Leave it empty if the store is not registered.')}
          >
            <Input
              id="kn-adm-tax-gstin"
              autoComplete="off"
              spellCheck={false}
              maxLength={15}
              placeholder="27AAPFU0939F1ZV"
              value={draft.gstin ?? ''}
              onChange={(event) => edit({ gstin: event.target.value.toUpperCase() })}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving.isLoading} disabled={missing || unchanged}>
            {t('Save tax details')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
