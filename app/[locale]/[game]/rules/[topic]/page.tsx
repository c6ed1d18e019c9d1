import { TopicPage, topicMetadata, topicParams, type TopicParams } from '@/app/components/TopicPage';

export const dynamicParams = false;
export const generateStaticParams = topicParams('rules');
export const generateMetadata = topicMetadata('rules');

export default function Page({ params }: TopicParams) {
  return <TopicPage kind="rules" params={params} />;
}
