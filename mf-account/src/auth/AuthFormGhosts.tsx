import styled from '@emotion/styled';
import { getShopConfig } from '@giftshop/shared';
import { FieldStack, NameRow } from '../ui/TextField';
import { GhostButton, GhostField } from '../ui/FormGhost';
import { quietLinkStyle } from './authLinks';

const QuietText = styled.span(quietLinkStyle);

/*
 * The Sign In and Sign Up forms' stand-ins while the session check runs: the
 * same rows as SignInForm and SignUpForm (keep them in step), so "Why shop
 * with us" and the footer keep their place when the forms come.
 */

/** SignInForm's rows: e-mail, password, "Forgot password?", Sign In. */
export function SignInGhost() {
  return (
    <FieldStack>
      <GhostField label="E-mail" />
      <GhostField label="Password" />
      <div css={{ marginTop: -12, textAlign: 'right' }}>
        <QuietText>Forgot password?</QuietText>
      </div>
      <GhostButton size="lg" block>
        Sign In
      </GhostButton>
    </FieldStack>
  );
}

/** SignUpForm's rows: first and last name, e-mail, password with its hint, Create Account. */
export function SignUpGhost() {
  return (
    <FieldStack>
      <NameRow>
        <GhostField label="First name" />
        <GhostField label="Last name" />
      </NameRow>
      <GhostField label="E-mail" />
      <GhostField label="Password" hint={`At least ${getShopConfig().minPasswordLength} characters.`} />
      <GhostButton size="lg" block>
        Create Account
      </GhostButton>
    </FieldStack>
  );
}
