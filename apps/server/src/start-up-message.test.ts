import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startUpMessage } from './start-up-message.js';

const config = loadConfig({ DATA_DIR: '/srv/bo', PORT: '3100' });

describe('the start-up message', () => {
  it('gives the address and, on a first start, the generated passwords', () => {
    const text = startUpMessage(config, 'pglite', {
      seeded: true,
      generatedPasswords: [
        { logins: ['admin'], password: 'adminpass123' },
        { logins: ['contentmanager', 'admin2'], password: 'demopass4567' },
      ],
    });
    expect(text).toContain('Back office: open http://localhost:3100');
    expect(text).toContain('embedded PostgreSQL (PGlite) in /srv/bo');
    expect(text).toContain('password of admin: adminpass123  (shown this once)');
    expect(text).toContain('password of contentmanager, admin2: demopass4567');
    expect(text).not.toContain('reset-password');
  });

  it('points to reset-password when the database already exists', () => {
    const text = startUpMessage(config, 'postgres', { seeded: false, generatedPasswords: [] });
    expect(text).toContain('PostgreSQL at DATABASE_URL');
    expect(text).toContain('npm run reset-password -- admin');
    expect(text).toContain('ADMIN_PASSWORD applies only to an empty database');
  });
});
