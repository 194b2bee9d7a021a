import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Field, Page, errorMessage, safeReturnPath, session } from '@storefront/ui';
import { AuthCard, AuthSubmit } from '../AuthCard';

export default function Login() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to the page that asked for a login; only paths on this site (never another origin).
  const target = safeReturnPath(params.get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await session.login(email, password);
      void navigate(target);
    } catch (err) {
      setError(errorMessage(err, 'Login failed'));
      setBusy(false);
    }
  };

  return (
    <Page>
      <AuthCard>
        <h1>Login</h1>
        <form onSubmit={(e) => void submit(e)}>
          <Field>
            Email
            <input name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field>
            Password
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <AuthSubmit error={error} busy={busy} label="Login" busyLabel="Signing in..." />
        </form>
        <p className="switch">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <p className="switch">
          New to Maple Market? <Link to="/register">Register</Link>
        </p>
      </AuthCard>
    </Page>
  );
}
