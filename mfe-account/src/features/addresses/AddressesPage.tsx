import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  MAX_ADDRESSES_PER_USER,
  selectAddresses,
  useAppSelector,
  type SavedAddress,
  shippingLine,
} from '@kirana/shared';
import { sameAddress } from '@kirana/shared/domain/address';
import { Modal } from '../../components/dialog/Modal';
import { PinIcon } from '../../components/page/icons';
import { PageHeader } from '../../components/page/PageHeader';
import AddressForm from '../../components/address/AddressForm';
import { useSaveAddresses } from '../../components/address/useSaveAddresses';
import { SaveProblem } from '../../components/address/SaveProblem';
import './addresses.css';
import { useT } from '../../i18n';
import { EmptyState } from '../../components/page/EmptyState';

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress };

/**
 * `address`: the customer's saved addresses. The first is where orders go; any other can be made
 * the delivery address. Add and edit use the address form (and its rules, R29); delete asks first.
 * Every change saves the whole list through PUT /api/users/profile.
 */
export function AddressesPage() {
  const t = useT();
  const saved = useAppSelector(selectAddresses);
  const { saveList, saving, problem } = useSaveAddresses();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const full = saved.length >= MAX_ADDRESSES_PER_USER;

  const save = async (list: SavedAddress[], message: string) => {
    if (!(await saveList(list))) return false;
    toast.success(t(message));
    return true;
  };

  const deliverHere = (address: SavedAddress) =>
    void save(
      [address, ...saved.filter((a) => !sameAddress(a, address))],
      t('Delivering to {address}', { address: shippingLine(address) }),
    );

  const remove = async (address: SavedAddress) => {
    if (
      await save(
        saved.filter((a) => !sameAddress(a, address)),
        'Address deleted',
      )
    )
      setDeleting(null);
  };

  return (
    <section className="kn-acc-page">
      <PageHeader title="My addresses" back={{ to: '/account', label: 'Account' }}>
        <p className="kn-acc-page__lead">
          {t('Your orders go to the first address. We deliver to housing societies in our area.')}
        </p>
      </PageHeader>
      {!deleting && <SaveProblem problem={problem} />}
      {saved.length === 0 ? (
        <EmptyState
          icon={<PinIcon size={40} />}
          title={t('No saved addresses yet')}
          text={t('Add your society, wing and flat so we know where to bring your groceries.')}
        />
      ) : (
        <ul className="kn-acc-addresses" aria-busy={saving}>
          {saved.map((address, index) => (
            <li key={`${address.society}-${address.wing}-${address.flatNumber}`} className="kn-acc-address-card">
              <div className="kn-acc-address-card__text">
                <span className="kn-acc-address-card__label">
                  {t('Home')}
                  {index === 0 && <span className="kn-acc-address-card__current">{t('Delivering here')}</span>}
                </span>
                <span className="kn-acc-address-card__line">{shippingLine(address)}</span>
              </div>
              <div className="kn-acc-address-card__actions">
                {index > 0 && (
                  <button
                    type="button"
                    className="kn-acc-link-button"
                    disabled={saving}
                    onClick={() => deliverHere(address)}
                  >
                    {t('Deliver here')}
                  </button>
                )}
                <button
                  type="button"
                  className="kn-acc-link-button"
                  disabled={saving}
                  aria-label={t('Edit {address}', { address: shippingLine(address) })}
                  onClick={() => setEditing({ kind: 'edit', address })}
                >
                  {t('Edit')}
                </button>
                <button
                  type="button"
                  className="kn-acc-link-button kn-acc-link-button--danger"
                  disabled={saving}
                  aria-label={t('Delete {address}', { address: shippingLine(address) })}
                  onClick={() => setDeleting(address)}
                >
                  {t('Delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="kn-ui-button kn-acc-addresses__add"
        disabled={full || saving}
        onClick={() => setEditing({ kind: 'add' })}
      >
        {t('+ Add a new address')}
      </button>
      {full && (
        <p className="kn-acc-note">
          {t('You can keep up to {max} addresses. Delete one to add another.', { max: MAX_ADDRESSES_PER_USER })}
        </p>
      )}

      <AddressForm
        open={editing.kind !== 'none'}
        {...(editing.kind === 'edit' ? { address: editing.address } : {})}
        onClose={() => setEditing({ kind: 'none' })}
      />
      <Modal open={deleting !== null} title="Delete this address?" size="sm" onClose={() => setDeleting(null)}>
        {deleting && (
          <>
            <SaveProblem problem={problem} />
            <p className="kn-acc-confirm__line">{shippingLine(deleting)}</p>
            {sameAddress(deleting, saved[0] ?? deleting) && saved[1] && (
              <p className="kn-acc-note">
                {t('Orders will then go to {address}.', { address: shippingLine(saved[1]) })}
              </p>
            )}
            <div className="kn-acc-actions">
              <button
                type="button"
                className="kn-ui-button kn-ui-button--ghost"
                data-autofocus
                onClick={() => setDeleting(null)}
              >
                {t('Keep it')}
              </button>
              <button
                type="button"
                className="kn-ui-button kn-acc-danger-button"
                disabled={saving}
                onClick={() => void remove(deleting)}
              >
                {saving ? t('Deleting…') : t('Delete')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}
