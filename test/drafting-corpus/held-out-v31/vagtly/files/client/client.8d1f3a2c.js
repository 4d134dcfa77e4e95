function t(){}export{t as S,t as i,t as s};
