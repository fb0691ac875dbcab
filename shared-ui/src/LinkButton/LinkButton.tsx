import type { ComponentPropsWithRef } from 'react';
import { Link, createPath, type To } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from '../Button/button-styles';

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface LinkButtonProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** Router destination, or the URL when `external` is set. */
  to: To;
  /** Render a plain `<a href={to} target="_blank" rel="noopener noreferrer">` instead of a router Link. */
  external?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Router Link options (ignored when external). */
  replace?: boolean;
  state?: unknown;
}

/** A link that looks like a Button. */
export function LinkButton({
  to,
  external = false,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  replace,
  state,
  children,
  ...rest
}: LinkButtonProps) {
  const styleProps: ButtonStyleProps = { $variant: variant, $size: size, $fullWidth: fullWidth };
  if (external) {
    return (
      <StyledAnchor
        href={typeof to === 'string' ? to : createPath(to)}
        target="_blank"
        rel="noopener noreferrer"
        data-variant={variant}
        {...styleProps}
        {...rest}
      >
        {children}
      </StyledAnchor>
    );
  }
  return (
    <StyledLink to={to} replace={replace} state={state} data-variant={variant} {...styleProps} {...rest}>
      {children}
    </StyledLink>
  );
}
