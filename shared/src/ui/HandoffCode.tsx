import { useId } from 'react';
import { useSharedT } from '@kirana/shared';
import { openHandoffCode } from '../domain/deliveryTeam';

type HandoffOrder = Parameters<typeof openHandoffCode>[0];

/** "1234" → "1 2 3 4": what a screen reader reads digit by digit instead of as a number. */
export const spokenDigits = (code: string) => code.split('').join(' ');

/**
 * A sentence holding the code: seen as "… 1234.", heard as "… 1 2 3 4." (the seen copy is hidden
 * from screen readers, the heard one from sight), so nobody hears "one thousand two hundred …".
 */
function SaidWithDigits({ say, code }: { say: (code: string) => string; code: string }) {
  return (
    <>
      <span aria-hidden="true">{say(code)}</span>
      <span className="kn-ui-visually-hidden">{say(spokenDigits(code))}</span>
    </>
  );
}

/**
 * The order's handoff code (R67) as its customer sees it while the order is open: the digits
 * they tell the delivery partner at the door. Nothing once it is delivered or cancelled, or when
 * the API sent no code (it sends it only to the order's own customer).
 *
 * `card`: the order page's card (an h2); `tag`: a small "Code 1234" on an order in a list.
 */
export function HandoffCode({
  order,
  variant = 'card',
  className,
  titleClassName,
}: {
  order: HandoffOrder;
  variant?: 'card' | 'tag';
  /** The caller's card around it. */
  className?: string;
  /** The caller's heading style, to match the cards beside it. */
  titleClassName?: string;
}) {
  const t = useSharedT();
  const titleId = useId();
  const code = openHandoffCode(order);
  if (!code) return null;
  if (variant === 'tag')
    return (
      <span className={['kn-ui-handoff-tag', className].filter(Boolean).join(' ')}>
        <SaidWithDigits code={code} say={(digits) => t('Code {code}', { code: digits })} />
      </span>
    );
  return (
    <section className={['kn-ui-handoff', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {t('Delivery code')}
      </h2>
      <p className="kn-ui-handoff__code">
        <SaidWithDigits code={code} say={(digits) => digits} />
      </p>
      <p className="kn-ui-handoff__hint">
        {t('Tell this code to the delivery partner at your door. They hand over your order only with it.')}
      </p>
    </section>
  );
}

/** "Your delivery code is 1234." for a message beside the order (the order-placed toast); nothing without a code. */
export function HandoffCodeSentence({ order }: { order: HandoffOrder }) {
  const t = useSharedT();
  const code = openHandoffCode(order);
  if (!code) return null;
  return <SaidWithDigits code={code} say={(digits) => t('Your delivery code is {code}.', { code: digits })} />;
}
