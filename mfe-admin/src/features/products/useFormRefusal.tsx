import { Alert, type FormInstance } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { refusalOf } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useT } from '../../i18n';

/**
 * The field the server refused, beside its sentence (`field`: `sellingPrice`, `productImages.0`; the
 * message never names it, R78): which of `fields` that is, or null when it names none of them.
 */
export function refusedField<F extends string>(refused: string | undefined, fields: readonly F[]): F | null {
  const named = refused?.split('.')[0];
  return fields.find((name) => name === named) ?? null;
}

/**
 * Saving a form to the server: a toast when it lands; when it is refused, the server's message
 * above the form and its sentence on the field it names, so the admin sees what to fix.
 */
export function useFormRefusal<F extends string>(form: FormInstance, fields: readonly F[]) {
  const t = useT();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function save<T>(work: () => Promise<T>, success: (saved: T) => string): Promise<boolean> {
    setRefusal(null);
    try {
      toast.success(success(await work()));
      return true;
    } catch (error) {
      // The refusal as a sentence in the language shown, above the form and under the field it is about.
      const words = errorMessage(error);
      setRefusal(words);
      const refused = refusedField(refusalOf(error)?.field, fields);
      if (refused) form.setFields([{ name: refused, errors: [words] }]);
      return false;
    }
  }

  return {
    save,
    clear: () => setRefusal(null),
    alert: refusal && (
      <Alert
        type="error"
        showIcon
        className="kn-adm-form-refusal"
        title={t('The store didn’t save this')}
        description={refusal}
      />
    ),
  };
}
