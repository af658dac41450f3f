// Shapes from Lucide (https://lucide.dev, ISC licence, © Lucide Icons and Contributors).
import { Icon, type IconProps } from './icon';

export default function X(props: IconProps) {
  return (
    <Icon name="x" {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Icon>
  );
}
