import { LineIcon } from '@kirana/shared';

type IconProps = { size?: number };

export const BagIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4zM3 6h18M16 10a4 4 0 0 1-8 0" />
  </LineIcon>
);
export const PinIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 22s8-7.5 8-13a8 8 0 0 0-16 0c0 5.5 8 13 8 13zm0-10a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
  </LineIcon>
);
export const PersonIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />
  </LineIcon>
);
export const HelpIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </LineIcon>
);
export const DocumentIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M8 13h8M8 17h6" />
  </LineIcon>
);
export const PhoneIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </LineIcon>
);
export const ChatIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.6A8.4 8.4 0 1 1 21 11.5z" />
  </LineIcon>
);
export const MailIcon = ({ size }: IconProps) => (
  <LineIcon size={size}>
    <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6" />
  </LineIcon>
);
