import { Switch } from 'antd';
import { setSoundEnabled } from './newOrderSound';
import { useSound } from './useSound';
import './liveOrders.css';
import { useT } from '../../i18n';

/** 'Sound on' / 'Sound off' for the new-order chime; the choice is remembered on this device. */
export function SoundToggle() {
  const t = useT();
  const sound = useSound();
  return (
    <span className="kn-adm-sound">
      <Switch
        checked={sound.enabled}
        onChange={(on) => setSoundEnabled(on)}
        checkedChildren={t('Sound on')}
        unCheckedChildren={t('Sound off')}
        aria-label={t('Chime for new orders')}
      />
      {sound.enabled && !sound.unlocked && (
        <span className="kn-adm-sound__hint">{t('Click anywhere to allow sound')}</span>
      )}
    </span>
  );
}
