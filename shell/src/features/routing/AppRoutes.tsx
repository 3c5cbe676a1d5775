import { Route, Routes } from 'react-router-dom';
import { ResetPasswordPage } from '../reset-password';
import { AreaRoute } from './AreaRoute';
import { LoginRoute } from './LoginRoute';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/*" element={<AreaRoute />} />
    </Routes>
  );
}
