import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import {
  bus,
  selectAddresses,
  selectUser,
  useAppSelector,
  type AddressDraft,
  type LocationModalProps,
  type SavedAddress,
  shippingLine,
} from '@kirana/shared';
import { sameAddress } from '@kirana/shared/domain/address';
import { useGetSocietiesQuery } from '@kirana/shared/extended';
import AddressForm from '../../components/address/AddressForm';
import { useSaveAddresses } from '../../components/address/useSaveAddresses';
import { SaveProblem } from '../../components/address/SaveProblem';
import { Modal } from '../../components/dialog/Modal';
import { SimpleLocationForm } from './SimpleLocationForm';
import '../../components/page/page.css';
import './location.css';
import { useT } from '../../i18n';

type View = { kind: 'list' } | { kind: 'simple'; society: string } | { kind: 'form' };

/**
 * 'Your Location': the saved locations, labelled Home (choosing one makes it where orders go,
 * R29a), and every society we deliver to (choosing one asks for wing and flat).
 */
export default function LocationModal({ open, onClose }: LocationModalProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const close = () => {
    setView({ kind: 'list' });
    onClose();
  };
  if (view.kind === 'form') return <AddressForm open={open} onClose={close} />;
  return (
    <Modal
      open={open}
      title={view.kind === 'simple' ? 'Your address' : 'Your Location'}
      onClose={close}
      size={view.kind === 'simple' ? 'sm' : 'md'}
    >
      <LocationBody view={view} setView={setView} onDone={close} />
    </Modal>
  );
}

function LocationBody({ view, setView, onDone }: { view: View; setView: (view: View) => void; onDone: () => void }) {
  const t = useT();
  const user = useAppSelector(selectUser);
  const saved = useAppSelector(selectAddresses);
  const { data: societies = [], isLoading } = useGetSocietiesQuery();
  const { saveList, saving, problem } = useSaveAddresses();
  const [search, setSearch] = useState('');
  const matching = useMemo(() => {
    const query = search.trim().toLowerCase();
    return query ? societies.filter((s) => `${s.societyName} ${s.areaName}`.toLowerCase().includes(query)) : societies;
  }, [societies, search]);

  const save = async (list: readonly (SavedAddress | AddressDraft)[], message: string) => {
    if (!(await saveList(list))) return;
    toast.success(t(message));
    onDone();
  };

  const deliverTo = (address: SavedAddress) => {
    if (saved[0] && sameAddress(saved[0], address)) return onDone();
    void save(
      [address, ...saved.filter((a) => !sameAddress(a, address))],
      t('Delivering to {address}', { address: shippingLine(address) }),
    );
  };

  const askLogin = () => {
    onDone();
    bus.emit('auth:login-required', { reason: 'location' });
  };

  if (view.kind === 'simple') {
    return (
      <>
        <SaveProblem problem={problem} />
        <SimpleLocationForm
          societies={societies}
          initialSociety={view.society}
          saved={saved}
          saving={saving}
          onSave={(draft) => void save([draft, ...saved], 'Address saved')}
        />
      </>
    );
  }

  return (
    <div className="kn-acc-location">
      <SaveProblem problem={problem} />
      {user ? (
        <section aria-labelledby="kn-acc-saved-title">
          <h3 id="kn-acc-saved-title" className="kn-acc-location__heading">
            {t('Saved locations')}
          </h3>
          {saved.length === 0 && (
            <p className="kn-acc-location__empty">
              {t('No saved addresses yet. Add one, or pick your society below.')}
            </p>
          )}
          <ul className="kn-acc-location__list">
            {saved.map((address, index) => (
              <li key={`${address.society}-${address.wing}-${address.flatNumber}`}>
                <button
                  type="button"
                  className="kn-acc-location__saved"
                  aria-pressed={index === 0}
                  onClick={() => deliverTo(address)}
                  disabled={saving}
                >
                  <span className="kn-acc-location__label">{t('Home')}</span>
                  <span className="kn-acc-location__line">{shippingLine(address)}</span>
                  {index === 0 && <span className="kn-acc-location__current">{t('Delivering here')}</span>}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="kn-ui-button kn-ui-button--ghost kn-acc-location__add"
            onClick={() => setView({ kind: 'form' })}
          >
            {t('+ Add a new address')}
          </button>
        </section>
      ) : (
        <div className="kn-acc-location__login">
          <p>{t('Log in to save your address and see delivery to your door.')}</p>
          <button type="button" className="kn-ui-button" onClick={askLogin}>
            {t('Log In')}
          </button>
        </div>
      )}

      <section aria-labelledby="kn-acc-societies-title">
        <h3 id="kn-acc-societies-title" className="kn-acc-location__heading">
          {t('All societies')}
        </h3>
        <div className="kn-acc-field">
          <input
            type="search"
            aria-label={t('Search societies')}
            placeholder={t('Search societies')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {isLoading ? (
          <p className="kn-acc-location__empty">{t('Loading societies…')}</p>
        ) : (
          <ul className="kn-acc-location__list kn-acc-location__societies">
            {matching.map((society) => (
              <li key={society._id}>
                <button
                  type="button"
                  className="kn-acc-location__society"
                  onClick={() => (user ? setView({ kind: 'simple', society: society._id }) : askLogin())}
                >
                  <span className="kn-acc-location__line">{society.societyName}</span>
                  <span className="kn-acc-location__area">{society.areaName}</span>
                </button>
              </li>
            ))}
            {matching.length === 0 && (
              <li className="kn-acc-location__empty">
                {search ? t('No society matches “{text}”.', { text: search.trim() }) : t('No societies to show.')}
              </li>
            )}
          </ul>
        )}
        <p className="kn-acc-note">
          {t('Don’t see your society? We deliver only to the societies listed. Contact the store and we’ll add yours.')}
        </p>
      </section>
    </div>
  );
}
