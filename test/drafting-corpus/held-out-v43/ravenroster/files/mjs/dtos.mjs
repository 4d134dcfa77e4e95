/* Options:
Date: 2025-03-10
BaseUrl: https://ravenroster.test
*/
export class CreateContactMessage { constructor(init) { Object.assign(this, init) } }
