/* @servicestack/client 2.0 */export class JsonApiClient{}
