import { Switch } from 'antd';
import { setSoundEnabled } from './newOrderSound';
import { useSound } from './useSound';
import './liveOrders.css';

/** 'Sound on' / 'Sound off' for the new-order chime; the choice is remembered on this device. */
export function SoundToggle() {
  const sound = useSound();
  return (
    <span className="kn-adm-sound">
      <Switch checked={sound.enabled} onChange={(on) => setSoundEnabled(on)} checkedChildren="Sound on" unCheckedChildren="Sound off" aria-label="Chime for new orders" />
      {sound.enabled && !sound.unlocked && <span className="kn-adm-sound__hint">Click anywhere to allow sound</span>}
    </span>
  );
}
