import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Container, Text, Title } from '@mantine/core';

/** The generic error screen shown when a route fails to load or render. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <Container py="xl">
      <Title order={1}>Unexpected Application Error!</Title>
      <Text mt="md" c="red">
        {detail}
      </Text>
    </Container>
  );
}
