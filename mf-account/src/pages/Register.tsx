import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Field, Page, Snackbar, api, errorMessage, isRegisterResponse } from '@storefront/ui';
import { AuthCard, AuthSubmit } from '../AuthCard';

export default function Register() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await api('/api/users/register', { method: 'POST', body: form, check: isRegisterResponse });
      setForm({ name: '', email: '', password: '' });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, 'Registration failed'));
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Page>
      <AuthCard>
        <h1>Create an Account</h1>
        <form onSubmit={(e) => void submit(e)}>
          <Field>
            Username
            <input name="name" autoComplete="name" required value={form.name} onChange={set('name')} />
          </Field>
          <Field>
            Email
            <input name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
          </Field>
          <Field>
            Password
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              value={form.password}
              onChange={set('password')}
            />
            <small style={{ fontWeight: 400 }}>At least 8 characters.</small>
          </Field>
          <AuthSubmit error={error} busy={busy} label="Register" busyLabel="Creating your account..." />
        </form>
        <p className="switch">
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </AuthCard>
      {done && <Snackbar message="Registration successful! Please log in." onClose={() => void navigate('/login')} />}
    </Page>
  );
}
