import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${process.env.TEST_TEMPLATE_DATABASE} with (force)`);
  } finally {
    await admin.end();
  }
}
