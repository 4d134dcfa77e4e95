import{r as e}from"./vendor-Dq4mN1cE.js";e();
