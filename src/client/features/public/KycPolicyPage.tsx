import { InfoPage } from './InfoPage';

export default function KycPolicyPage() {
  return <InfoPage page="kycPolicy" sections={['whatWeAskFor', 'howWeCheck', 'howWeKeepFiles']} />;
}
