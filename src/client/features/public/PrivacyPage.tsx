import { InfoPage } from './InfoPage';

export default function PrivacyPage() {
  return <InfoPage page="privacy" sections={['whatWeStore', 'whoSeesIt', 'email']} />;
}
