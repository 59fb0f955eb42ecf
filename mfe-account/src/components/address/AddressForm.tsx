import { toast } from 'react-toastify';
import {
  bus,
  selectAddresses,
  selectUser,
  useAppSelector,
  type AddressDraft,
  type AddressFormProps,
} from '@kirana/shared';
import { sameAddress } from '@kirana/shared/domain/address';
import { Modal } from '../dialog/Modal';
import { AddressFields } from './AddressFields';
import { useSaveAddresses } from './useSaveAddresses';
import { SaveProblem } from './SaveProblem';
import { useT } from '../../i18n';

/**
 * 'Add your address' / 'Edit your address'. Saving sends the whole list to
 * PUT /api/users/profile: a new address goes first, because the first address is where the
 * next order is delivered; an edited one keeps its place (R29a).
 */
export default function AddressForm({ open, address, onClose }: AddressFormProps) {
  return (
    <Modal open={open} title={address ? 'Edit your address' : 'Add your address'} onClose={onClose}>
      <AddressFormBody editing={address} onClose={onClose} />
    </Modal>
  );
}

function AddressFormBody({ editing, onClose }: { editing: AddressFormProps['address']; onClose: () => void }) {
  const user = useAppSelector(selectUser);
  const saved = useAppSelector(selectAddresses);
  const { saveList, saving, problem } = useSaveAddresses();
  const t = useT();

  if (!user) {
    return (
      <div className="kn-acc-login">
        <p>{t('Please log in to save your delivery address.')}</p>
        <button
          type="button"
          className="kn-ui-button"
          onClick={() => {
            onClose();
            bus.emit('auth:login-required', { reason: 'address' });
          }}
        >
          {t('Log In')}
        </button>
      </div>
    );
  }

  const submit = async (draft: AddressDraft) => {
    const list = editing ? saved.map((a) => (sameAddress(a, editing) ? draft : a)) : [draft, ...saved];
    const answer = await saveList(list);
    if (!answer) return;
    toast.success(editing ? t('Address updated') : t('Address saved'));
    onClose();
  };

  return (
    <>
      <SaveProblem problem={problem} />
      <AddressFields
        editing={editing}
        saved={saved}
        saving={saving}
        submitLabel={editing ? 'Update' : 'Save'}
        onSubmit={(draft) => void submit(draft)}
      />
    </>
  );
}
