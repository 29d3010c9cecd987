import { useQuery } from '@tanstack/react-query';
import { color, ErrorState, fontSize, PageContainer, ShopLink, space, useShopNavigation } from '@giftshop/shared';
import { type ShopUser } from '@giftshop/shared/domain';
import { CenteredCard } from '../ui/CenteredCard';
import { PageHeading, PageIntro } from '../ui/PageHeading';
import { EmailChangeForm } from './EmailChangeForm';
import { EmailChangeLanding } from './EmailChangeLanding';
import { PasswordForm } from './PasswordForm';
import { ProfileForm, ProfileFormGhost } from './ProfileForm';
import { FormGhost } from '../ui/FormGhost';
import { profileQuery } from './profileQuery';

/**
 * /profile: the signed-in user's e-mail and names, editable. The link that
 * confirms a new address leads back here with `?link=email_change`. While the
 * profile loads, the e-mail row shows the session's address and the names
 * form's rows stand in for it, so the Password card below keeps its place.
 */
export function ProfilePage({ user }: { user: ShopUser }) {
  const query = useQuery(profileQuery(user.id));
  const fromEmailLink = new URLSearchParams(useShopNavigation().search).get('link') === 'email_change';
  return (
    <PageContainer>
      <CenteredCard wide aria-labelledby="profile-title">
        <PageHeading id="profile-title" css={{ marginTop: 0 }}>
          My Profile
        </PageHeading>
        <PageIntro>
          Keep your details up to date. <ShopLink to="/addresses">My Addresses</ShopLink>: the addresses you ship to.
        </PageIntro>
        {query.isError ? (
          <ErrorState
            title="We couldn't load your profile"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {fromEmailLink && query.isSuccess && <EmailChangeLanding email={query.data?.email ?? user.email} />}
            {/* the session knows the address: the e-mail row is there at once, the names' rows stand in below */}
            <EmailChangeForm userId={user.id} email={query.data?.email ?? user.email} />
            <div css={{ height: space.lg }} />
            {query.isPending ? (
              <FormGhost label="Loading your profile">
                <ProfileFormGhost />
              </FormGhost>
            ) : (
              <ProfileForm
                profile={
                  query.data ?? {
                    id: user.id,
                    email: user.email,
                    firstName: '',
                    lastName: '',
                    displayName: user.displayName,
                  }
                }
              />
            )}
          </>
        )}
      </CenteredCard>
      <CenteredCard wide aria-labelledby="password-title">
        <h2 id="password-title" css={{ margin: `0 0 ${space.md}`, fontSize: fontSize.xl, color: color.ink }}>
          Password
        </h2>
        <PasswordForm />
      </CenteredCard>
    </PageContainer>
  );
}
