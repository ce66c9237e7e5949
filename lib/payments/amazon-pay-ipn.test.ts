import { isAllowedCertificateUrl, snsStringToSign } from './amazon-pay-ipn';

describe('isAllowedCertificateUrl', () => {
  it.each([
    'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-9c6465fa7f48f5cacd23014631ec1136.pem',
    'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-1.pem',
  ])('allows Amazon SNS’s certificate %s by default', (url) => {
    expect(isAllowedCertificateUrl(url)).toBe(true);
  });

  it.each([
    ['plain http', 'http://sns.eu-west-1.amazonaws.com/SimpleNotificationService-1.pem'],
    ['another host', 'https://sns.eu-west-1.amazonaws.com.example.org/SimpleNotificationService-1.pem'],
    ['a look-alike', 'https://sns-eu-west-1.amazonaws.com/SimpleNotificationService-1.pem'],
    ['credentials', 'https://user:secret@sns.eu-west-1.amazonaws.com/SimpleNotificationService-1.pem'],
    ['another port', 'https://sns.eu-west-1.amazonaws.com:8443/SimpleNotificationService-1.pem'],
    ['no certificate file', 'https://sns.eu-west-1.amazonaws.com/?Action=Unsubscribe'],
    ['no address', 'sns.eu-west-1.amazonaws.com/x.pem'],
  ])('refuses %s', (_, url) => {
    expect(isAllowedCertificateUrl(url)).toBe(false);
  });

  it('allows only the configured hosts when given, Amazon’s included', () => {
    expect(isAllowedCertificateUrl('https://127.0.0.1:8443/c.pem', ['127.0.0.1:8443'])).toBe(true);
    expect(isAllowedCertificateUrl('https://127.0.0.1:8444/c.pem', ['127.0.0.1:8443'])).toBe(false);
    expect(isAllowedCertificateUrl('https://sns.eu-west-1.amazonaws.com/c.pem', ['127.0.0.1:8443'])).toBe(
      false,
    );
  });
});

describe('snsStringToSign', () => {
  const message = {
    Type: 'Notification' as const,
    MessageId: 'm-1',
    TopicArn: 'arn:aws:sns:eu-west-1:291180941288:A3BXB0YN3XH17HA2A3G5IRCQDPSNS1',
    Message: '{"ObjectType":"CHARGE"}',
    Timestamp: '2026-10-15T20:48:41.123Z',
    SignatureVersion: '1' as const,
    Signature: 'c2ln',
    SigningCertURL: 'https://sns.eu-west-1.amazonaws.com/c.pem',
  };

  it('signs Message, MessageId, Timestamp, TopicArn and Type, each as name and value lines', () => {
    expect(snsStringToSign(message)).toBe(
      'Message\n{"ObjectType":"CHARGE"}\nMessageId\nm-1\nTimestamp\n2026-10-15T20:48:41.123Z\n' +
        'TopicArn\narn:aws:sns:eu-west-1:291180941288:A3BXB0YN3XH17HA2A3G5IRCQDPSNS1\nType\nNotification\n',
    );
  });

  it('signs the Subject after the MessageId when there is one', () => {
    expect(snsStringToSign({ ...message, Subject: 'Charge' })).toContain(
      'MessageId\nm-1\nSubject\nCharge\nTimestamp\n',
    );
  });
});
