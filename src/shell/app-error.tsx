import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * SPEC §8: the fallback screen for a page that fails to render, with the
 * message and stack. The dev server shows it; a build stops instead.
 */
export function AppError({ title, error }: { title: string; error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {title}
      </Typography>
      <Typography component="p" sx={{ fontStyle: 'italic', mb: 2 }}>
        {message}
      </Typography>
      {stack && (
        <Box component="pre" sx={{ p: 2, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 2, fontSize: '0.85rem' }}>
          {stack}
        </Box>
      )}
    </Container>
  );
}
