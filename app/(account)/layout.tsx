import { AccountQueryProvider } from '@/lib/client/account-query-provider';

/** Login, signup, password and subscribe pages read and write through the query cache; the landing does not. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <AccountQueryProvider>{children}</AccountQueryProvider>;
}
