import { AppLink, type AppLinkProps } from '../app-link';
import { buttonClassName, type ButtonLook } from './button-class';

export interface LinkButtonProps extends AppLinkProps, ButtonLook {}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function LinkButton({ variant, size, iconOnly, className, ...rest }: LinkButtonProps) {
  return <AppLink className={buttonClassName({ variant, size, iconOnly, className })} {...rest} />;
}
