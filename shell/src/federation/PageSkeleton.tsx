import { Container, Skeleton, Stack } from '@donation-network/shared-ui';

export function PageSkeleton() {
  return (
    <Container aria-busy="true" aria-label="Loading page" data-testid="page-skeleton" data-region-fallback>
      <Stack gap={16} style={{ padding: '48px 0' }}>
        <Skeleton width="45%" height={36} />
        <Skeleton width="80%" height={18} />
        <Skeleton width="70%" height={18} />
        <Skeleton width="100%" height={220} />
      </Stack>
    </Container>
  );
}
