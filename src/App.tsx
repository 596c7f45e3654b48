import { Anchor, Container, List, MantineProvider, Text, Title } from '@mantine/core';

/** The console's entry point; for now it says what it is and where the API lives. */
export function App() {
  return (
    <MantineProvider defaultColorScheme="auto">
      <Container size="sm" py="xl">
        <Title order={1}>Model Repository Console</Title>
        <Text mt="md">
          A console for the model repository service: browse repositories and models, read canvases, descriptions and
          documents, manage API keys and accessor privileges, and accept drafts.
        </Text>
        <List mt="md">
          <List.Item>
            Service API: <Anchor href="/api/v1/openapi.json">/api/v1</Anchor> (OpenAPI description)
          </List.Item>
        </List>
      </Container>
    </MantineProvider>
  );
}
