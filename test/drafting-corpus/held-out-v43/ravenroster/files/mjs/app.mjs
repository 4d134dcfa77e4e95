import { createApp } from "vue"
import ServiceStackVue from "@servicestack/vue"
const NewsletterSignup = { template: `<form class="flex gap-2"><input type="email" placeholder="Email" class="rounded-md"><button class="rounded-md bg-sky-600 px-2 text-white">Subscribe</button></form>` }
export function mount(sel, name) { const el = document.querySelector(sel); if (!el) return; createApp(NewsletterSignup).use(ServiceStackVue).mount(el) }
