var swiper=window.Swiper&&new Swiper('#banner',{autoplay:true});
