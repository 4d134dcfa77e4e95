import{S as e,i as t,s as n}from"./client.8d1f3a2c.js";export default class extends e{constructor(e){super(),t(this,e,null,null,n,{})}}
