// Shapes from Lucide (https://lucide.dev, ISC licence, © Lucide Icons and Contributors).
import { Icon, type IconProps } from './icon';

export default function Check(props: IconProps) {
  return (
    <Icon name="check" {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}
