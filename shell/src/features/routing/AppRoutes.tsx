import { Route, Routes } from 'react-router-dom';
import { ResetPasswordRoute } from '../reset-password';
import { AreaRoute } from './AreaRoute';
import { LoginRoute } from './LoginRoute';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/reset-password" element={<ResetPasswordRoute />} />
      <Route path="/*" element={<AreaRoute />} />
    </Routes>
  );
}
