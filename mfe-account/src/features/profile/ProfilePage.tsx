import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { DangerAlert, errorMessage, formatPhone, OWN_NAME_INPUT, selectUser, useAppSelector } from '@kirana/shared';
import { nameProblem } from '@kirana/shared/domain/validation';
import { useSaveOwnNameMutation } from '@kirana/shared/extended';
import { TextField } from '../../components/address/TextField';
import { PageHeader } from '../../components/page/PageHeader';
import '../../components/address/address.css';
import './profile.css';
import { useT } from '../../i18n';

/**
 * `profile`: the customer's name (editable: the rider asks for it at the door) and phone number
 * (how they sign in, so it is shown but not changed here).
 */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  const [name, setName] = useState(user?.name ?? '');
  const [touched, setTouched] = useState(false);
  const t = useT();
  const [saveName, { isLoading, error, reset }] = useSaveOwnNameMutation();
  if (!user) return null;

  const problem = nameProblem(name);
  const unchanged = name.trim() === user.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || unchanged || isLoading) return;
    const result = await saveName(name.trim());
    if (result.error) return;
    setName(result.data.name);
    setTouched(false);
    toast.success(t('Your name is saved'));
  };

  return (
    <section className="kn-acc-page">
      <PageHeader title="Profile" back={{ to: '/account', label: 'Account' }} />
      <form className="kn-acc-card kn-acc-profile" onSubmit={(event) => void submit(event)} noValidate>
        {error && (
          <DangerAlert>
            {t('We couldn’t save your name.')} {t(errorMessage(error))}
          </DangerAlert>
        )}
        <TextField
          id="kn-acc-profile-name"
          label="Your name"
          {...OWN_NAME_INPUT}
          placeholder={t('e.g. Asha Patil')}
          value={name}
          error={touched ? (problem ?? undefined) : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (error) reset();
          }}
          onBlur={() => setTouched(true)}
        />
        <p className="kn-acc-profile__hint">{t('Our delivery partner asks for this name at your door.')}</p>
        <dl className="kn-acc-profile__facts">
          <dt>{t('Phone number')}</dt>
          <dd>{formatPhone(user.phoneNumber)}</dd>
        </dl>
        <p className="kn-acc-profile__hint">
          {t(
            'You sign in with this number, so it can’t be changed here. To use another number, log out and sign in with it.',
          )}
        </p>
        <button
          type="submit"
          className="kn-ui-button kn-acc-profile__save"
          disabled={isLoading || unchanged || (touched && problem !== null)}
        >
          {isLoading ? t('Saving…') : t('Save')}
        </button>
      </form>
    </section>
  );
}
