import { TopicPage, topicMetadata, topicParams, type TopicParams } from '@/app/components/TopicPage';

export const dynamicParams = false;
export const generateStaticParams = topicParams('keywords');
export const generateMetadata = topicMetadata('keywords');

export default function Page({ params }: TopicParams) {
  return <TopicPage kind="keywords" params={params} />;
}
