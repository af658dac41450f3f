// Shapes from Lucide (https://lucide.dev, ISC licence, © Lucide Icons and Contributors).
import { Icon, type IconProps } from './icon';

export default function Menu(props: IconProps) {
  return (
    <Icon name="menu" {...props}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </Icon>
  );
}
