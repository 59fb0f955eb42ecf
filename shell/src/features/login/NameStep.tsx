import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage, OWN_NAME_INPUT, userUpdated, useAppDispatch, LineIcon } from '@kirana/shared';
import { useRegisterMutation } from './loginApi';
import { useT } from '../../i18n';

/** Asked once, right after a new customer's first sign-in; skipping asks again next time. */
export function NameStep({ titleId, onDone }: { titleId: string; onDone: (name: string | null) => void }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState('');
  const t = useT();
  const [register, { isLoading }] = useRegisterMutation();
  const trimmed = name.trim();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || isLoading) return;
    const result = await register({ name: trimmed });
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    dispatch(userUpdated({ name: result.data.name }));
    onDone(result.data.name);
  };

  return (
    <form className="kn-shell-login__step" onSubmit={save}>
      <span className="kn-shell-login__mark" aria-hidden="true">
        <LineIcon size={30}>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </LineIcon>
      </span>
      <h2 id={titleId} className="kn-shell-login__title">
        {t('What should we call you?')}
      </h2>
      <p className="kn-shell-login__lead">{t('So our delivery partner knows who to ask for at your door.')}</p>
      <label className="kn-shell-login__label" htmlFor="kn-login-name">
        {t('Your name')}
      </label>
      <input
        id="kn-login-name"
        className="kn-shell-login__input"
        type="text"
        {...OWN_NAME_INPUT}
        placeholder={t('e.g. Asha Patil')}
        value={name}
        // biome-ignore lint/a11y/noAutofocus: the sign-in dialog shows this step with its one field: focus moves into the dialog to its first field
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="kn-shell-button kn-shell-login__primary" disabled={!trimmed || isLoading}>
        {isLoading ? t('Saving…') : t('Save')}
      </button>
      <button type="button" className="kn-shell-login__skip" onClick={() => onDone(null)}>
        {t('Skip for now')}
      </button>
    </form>
  );
}
