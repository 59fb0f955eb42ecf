import { Alert, Button, Card, Descriptions, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { bus, formatPhone, NAME_MAX_LENGTH, selectUser, useAppSelector } from '@kirana/shared';
import { nameProblem } from '@kirana/shared/domain/validation';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useSaveOwnNameMutation } from '@kirana/shared/extended';
import '../../lib/pageParts.css';
import './account.css';
import { useT } from '../../i18n';
import { StoreTaxDetails } from './StoreTaxDetails';

/**
 * `/account` for the store admin: their own name (riders and customers see it on calls), the
 * phone they sign in with, and Log out — which the shell performs when asked over the bus.
 */
export function AccountPage() {
  const t = useT();
  const user = useAppSelector(selectUser);
  const [name, setName] = useState(user?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [saveName, saving] = useSaveOwnNameMutation();
  if (!user) return null;

  const problem = nameProblem(name);
  const unchanged = name.trim() === user.name;
  const shownProblem = touched ? problem : null;

  const submit = async () => {
    setTouched(true);
    if (problem || unchanged || saving.isLoading) return;
    const result = await saveName(name.trim());
    if (!result.data) return;
    setName(result.data.name);
    setTouched(false);
    toast.success(t('Your name is saved'));
  };

  return (
    <section aria-labelledby="account-title" className="kn-adm-account">
      <div>
        <h1 id="account-title" className="kn-adm-page-title">
          {t('Account')}
        </h1>
        <p className="kn-adm-page-hint">{t('You are signed in as the store’s admin.')}</p>
      </div>
      <Card
        title={<h2 className="kn-adm-section-title">{t('Your profile')}</h2>}
        extra={<Tag color="magenta">{t('Store admin')}</Tag>}
      >
        <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
          {saving.error && (
            <Alert
              type="error"
              showIcon
              className="kn-adm-form-alert"
              title={t('We couldn’t save your name')}
              description={errorMessage(saving.error)}
            />
          )}
          <Form.Item
            label={t('Your name')}
            htmlFor="kn-adm-own-name"
            validateStatus={shownProblem ? 'error' : undefined}
            help={shownProblem ?? undefined}
          >
            <Input
              id="kn-adm-own-name"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (saving.error) saving.reset();
              }}
              onBlur={() => setTouched(true)}
            />
          </Form.Item>
          <Descriptions
            size="small"
            column={1}
            items={[{ key: 'phone', label: t('Phone number'), children: formatPhone(user.phoneNumber) }]}
          />
          <p className="kn-adm-faint kn-adm-account__hint">
            {t('You sign in with this number. Admin numbers are set in the store’s configuration, not here.')}
          </p>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving.isLoading}
            disabled={unchanged || shownProblem !== null}
          >
            {t('Save')}
          </Button>
        </Form>
      </Card>
      <StoreTaxDetails />
      <Card title={<h2 className="kn-adm-section-title">{t('Sign out')}</h2>}>
        <p className="kn-adm-faint">
          {t(
            'Log out on a shared phone or at the end of a shift. Orders keep arriving for the next admin who signs in.',
          )}
        </p>
        <Button danger onClick={() => bus.emit('auth:logout-requested', {})}>
          {t('Log out')}
        </Button>
      </Card>
    </section>
  );
}
