import { Box, CardActionArea, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { can } from '../authProvider/permissions';
import { useCurrentUser } from '../authProvider/useCurrentUser';
import { sectionIcons } from './sectionIcons';
import { useMenuGroups } from './useMenuGroups';
import { SalesDashboard } from '../screens/dashboard/SalesDashboard';
import { SubscriptionFigures } from '../screens/dashboard/SubscriptionFigures';
import { TitledSection } from '../widgets/page/TitledSection';

/** Home: greets the user by name and links to every section that exists. */
const HomePage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const groups = useMenuGroups();
  const user = useCurrentUser();
  const greeting = identity?.fullName
    ? translate('app.home.greeting', { name: identity.fullName })
    : translate('app.home.greeting_anonymous');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('app.menu.home')} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        <bdi>{greeting}</bdi>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.home.intro')}
      </Typography>
      {/* each figure for those whose role may read what it sums; the subscription figures (as tall loading as
          loaded) above the sales, whose height is known only with their data: nothing moves under the reader's eyes */}
      {user && can(user, 'subscription_payment', 'list') ? <SubscriptionFigures /> : null}
      {user && can(user, 'order', 'list') ? <SalesDashboard /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {groups.map(({ section, entries }) => {
          const Icon = sectionIcons[section];
          return (
            <TitledSection key={section} outlined title={translate(`app.menu.sections.${section}`)} icon={<Icon />}>
              <Stack spacing={0.5}>
                {entries.map(({ path, label, icon: EntryIcon }) => (
                  <CardActionArea
                    key={path}
                    component={Link}
                    to={path}
                    sx={{ p: 1, borderRadius: 1, display: 'flex', justifyContent: 'flex-start', gap: 1 }}
                  >
                    <EntryIcon />
                    <Typography>{label}</Typography>
                  </CardActionArea>
                ))}
              </Stack>
            </TitledSection>
          );
        })}
      </Box>
    </Box>
  );
};

export default HomePage;
