/* @angular/core */export{};
