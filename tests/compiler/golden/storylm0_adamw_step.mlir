module {
  func.func @adamw_8x4(%w: tensor<8x4xf32> {bufferization.writable = false}, %g: tensor<8x4xf32> {bufferization.writable = false}, %m: tensor<8x4xf32> {bufferization.writable = false}, %v: tensor<8x4xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":8:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<8x4xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":8:12)
    %_5 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":9:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<8x4xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":9:12)
    %_9 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":10:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<8x4xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":10:14)
    %_13 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_13 : tensor<8x4xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_20 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_20 : tensor<8x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_26 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_26 : tensor<8x4xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:25)
    %_32 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_32 : tensor<8x4xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_38 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_38 : tensor<8x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_45 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_45 : tensor<8x4xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_51 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_51 : tensor<8x4xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:39)
    %_57 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_57 : tensor<8x4xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:25)
    %_63 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_63 : tensor<8x4xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_70 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<8x4xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:31)
    %_74 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_74 : tensor<8x4xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_80 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_80 : tensor<8x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_87 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<8x4xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:31)
    %_91 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_91 : tensor<8x4xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_97 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_97 : tensor<8x4xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_104 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<8x4xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:28)
    %_108 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_108 : tensor<8x4xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:21)
    %_114 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_114 : tensor<8x4xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_120 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_120 : tensor<8x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_126 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_126 : tensor<8x4xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_132 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<8x4xf32>) outs(%_132 : tensor<8x4xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_137 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<8x4xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:59)
    %_141 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_141 : tensor<8x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_147 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_147 : tensor<8x4xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_153 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_153 : tensor<8x4xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    func.return %_158, %_37, %_68 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32> loc("storylm0_adamw_step.kina":3:1)
  } loc("storylm0_adamw_step.kina":3:1)
  func.func @adamw_4x4(%w: tensor<4x4xf32> {bufferization.writable = false}, %g: tensor<4x4xf32> {bufferization.writable = false}, %m: tensor<4x4xf32> {bufferization.writable = false}, %v: tensor<4x4xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":25:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<4x4xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":25:12)
    %_5 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":26:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<4x4xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":26:12)
    %_9 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":27:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<4x4xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":27:14)
    %_13 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_13 : tensor<4x4xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_20 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_20 : tensor<4x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_26 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_26 : tensor<4x4xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:25)
    %_32 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_32 : tensor<4x4xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_38 : tensor<4x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_45 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_45 : tensor<4x4xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_51 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_51 : tensor<4x4xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:39)
    %_57 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_57 : tensor<4x4xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:25)
    %_63 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_63 : tensor<4x4xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_70 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<4x4xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:31)
    %_74 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_74 : tensor<4x4xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_80 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_80 : tensor<4x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_87 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<4x4xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:31)
    %_91 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_91 : tensor<4x4xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_97 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_97 : tensor<4x4xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_104 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<4x4xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:28)
    %_108 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_108 : tensor<4x4xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:21)
    %_114 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_114 : tensor<4x4xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_120 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_120 : tensor<4x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_126 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_126 : tensor<4x4xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_132 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<4x4xf32>) outs(%_132 : tensor<4x4xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_137 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<4x4xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:59)
    %_141 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_141 : tensor<4x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_147 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_147 : tensor<4x4xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_153 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_153 : tensor<4x4xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    func.return %_158, %_37, %_68 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> loc("storylm0_adamw_step.kina":20:1)
  } loc("storylm0_adamw_step.kina":20:1)
  func.func @adamw_4x8(%w: tensor<4x8xf32> {bufferization.writable = false}, %g: tensor<4x8xf32> {bufferization.writable = false}, %m: tensor<4x8xf32> {bufferization.writable = false}, %v: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":42:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<4x8xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":42:12)
    %_5 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":43:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<4x8xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":43:12)
    %_9 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":44:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<4x8xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":44:14)
    %_13 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_13 : tensor<4x8xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_20 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_20 : tensor<4x8xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_26 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_26 : tensor<4x8xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:25)
    %_32 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_32 : tensor<4x8xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_38 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_38 : tensor<4x8xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_45 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_45 : tensor<4x8xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_51 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_51 : tensor<4x8xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:39)
    %_57 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_57 : tensor<4x8xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:25)
    %_63 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_63 : tensor<4x8xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_70 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<4x8xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:31)
    %_74 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_74 : tensor<4x8xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_80 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_80 : tensor<4x8xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_87 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<4x8xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:31)
    %_91 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_91 : tensor<4x8xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_97 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_97 : tensor<4x8xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_104 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<4x8xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:28)
    %_108 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_108 : tensor<4x8xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:21)
    %_114 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_114 : tensor<4x8xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_120 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_120 : tensor<4x8xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_126 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_126 : tensor<4x8xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_132 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<4x8xf32>) outs(%_132 : tensor<4x8xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_137 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<4x8xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:59)
    %_141 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_141 : tensor<4x8xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_147 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_147 : tensor<4x8xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_153 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_153 : tensor<4x8xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    func.return %_158, %_37, %_68 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32> loc("storylm0_adamw_step.kina":37:1)
  } loc("storylm0_adamw_step.kina":37:1)
  func.func @storylm0_nll(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":67:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 1 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_33 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_34 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_35 = linalg.fill ins(%_33 : f32) outs(%_34 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_28 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_35 : tensor<1x4x4xf32>) {
      ^bb0(%_in36: f32, %_in37: f32, %_out38: f32):
        %_39 = arith.mulf %_in36, %_in37 : f32
        %_40 = arith.addf %_out38, %_39 : f32
        linalg.yield %_40 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_42 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_43 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_44 = linalg.fill ins(%_42 : f32) outs(%_43 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_30 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_44 : tensor<1x4x4xf32>) {
      ^bb0(%_in45: f32, %_in46: f32, %_out47: f32):
        %_48 = arith.mulf %_in45, %_in46 : f32
        %_49 = arith.addf %_out47, %_48 : f32
        linalg.yield %_49 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_51 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_52 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_53 = linalg.fill ins(%_51 : f32) outs(%_52 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_32 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_53 : tensor<1x4x4xf32>) {
      ^bb0(%_in54: f32, %_in55: f32, %_out56: f32):
        %_57 = arith.mulf %_in54, %_in55 : f32
        %_58 = arith.addf %_out56, %_57 : f32
        linalg.yield %_58 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_60 = tensor.collapse_shape %_41 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_61 = tensor.expand_shape %_60 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":74:12)
    %_62 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_61 : tensor<1x4x2x2xf32>) outs(%_62 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in63: f32, %_out64: f32):
        linalg.yield %_in63 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_66 = tensor.collapse_shape %_50 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_67 = tensor.expand_shape %_66 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":76:12)
    %_68 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_67 : tensor<1x4x2x2xf32>) outs(%_68 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in69: f32, %_out70: f32):
        linalg.yield %_in69 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_72 = tensor.collapse_shape %_59 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_73 = tensor.expand_shape %_72 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":78:12)
    %_74 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_73 : tensor<1x4x2x2xf32>) outs(%_74 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in75: f32, %_out76: f32):
        linalg.yield %_in75 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_78 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_71 : tensor<1x2x4x2xf32>) outs(%_78 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in79: f32, %_out80: f32):
        linalg.yield %_in79 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_82 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_83 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_84 = linalg.fill ins(%_82 : f32) outs(%_83 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_65, %_81 : tensor<1x2x4x2xf32>, tensor<1x2x2x4xf32>) outs(%_84 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in85: f32, %_in86: f32, %_out87: f32):
        %_88 = arith.mulf %_in85, %_in86 : f32
        %_89 = arith.addf %_out87, %_88 : f32
        linalg.yield %_89 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_91 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_91 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in92: f32, %_out93: f32):
        linalg.yield %_in92 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_95 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_90, %_94 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_95 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in96: f32, %_in97: f32, %_out98: f32):
        %_99 = arith.mulf %_in96, %_in97 : f32
        linalg.yield %_99 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_101 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_101 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in102: f32, %_out103: f32):
        linalg.yield %_in102 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_105 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_100, %_104 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_105 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in106: f32, %_in107: f32, %_out108: f32):
        %_109 = arith.addf %_in106, %_in107 : f32
        linalg.yield %_109 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_111 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_112 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_113 = linalg.fill ins(%_111 : f32) outs(%_112 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_110 : tensor<1x2x4x4xf32>) outs(%_113 : tensor<1x2x4xf32>) {
      ^bb0(%_in114: f32, %_out115: f32):
        %_116 = arith.maximumf %_in114, %_out115 : f32
        linalg.yield %_116 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_118 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_119 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_120 = linalg.fill ins(%_118 : f32) outs(%_119 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_110, %_117 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_120 : tensor<1x2x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.subf %_in121, %_in122 : f32
        %_125 = math.exp %_124 : f32
        %_126 = arith.addf %_125, %_out123 : f32
        linalg.yield %_126 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_128 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_110, %_117, %_127 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_128 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in129: f32, %_in130: f32, %_in131: f32, %_out132: f32):
        %_133 = arith.subf %_in129, %_in130 : f32
        %_134 = math.exp %_133 : f32
        %_135 = arith.divf %_134, %_in131 : f32
        linalg.yield %_135 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_137 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_138 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_139 = linalg.fill ins(%_137 : f32) outs(%_138 : tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_136, %_77 : tensor<1x2x4x4xf32>, tensor<1x2x4x2xf32>) outs(%_139 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in140: f32, %_in141: f32, %_out142: f32):
        %_143 = arith.mulf %_in140, %_in141 : f32
        %_144 = arith.addf %_out142, %_143 : f32
        linalg.yield %_144 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_146 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_145 : tensor<1x2x4x2xf32>) outs(%_146 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in147: f32, %_out148: f32):
        linalg.yield %_in147 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_150 = tensor.collapse_shape %_149 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_151 = tensor.expand_shape %_150 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":89:16)
    %_152 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_153 = tensor.expand_shape %_152 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_154 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_155 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_156 = linalg.fill ins(%_154 : f32) outs(%_155 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_151, %_153 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_156 : tensor<1x4x4xf32>) {
      ^bb0(%_in157: f32, %_in158: f32, %_out159: f32):
        %_160 = arith.mulf %_in157, %_in158 : f32
        %_161 = arith.addf %_out159, %_160 : f32
        linalg.yield %_161 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_163 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_162 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_163 : tensor<1x4x4xf32>) {
      ^bb0(%_in164: f32, %_in165: f32, %_out166: f32):
        %_167 = arith.addf %_in164, %_in165 : f32
        linalg.yield %_167 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_169 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_170 = tensor.expand_shape %_169 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_171 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_172 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_173 = linalg.fill ins(%_171 : f32) outs(%_172 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_168, %_170 : tensor<1x4x4xf32>, tensor<1x4x8xf32>) outs(%_173 : tensor<1x4x8xf32>) {
      ^bb0(%_in174: f32, %_in175: f32, %_out176: f32):
        %_177 = arith.mulf %_in174, %_in175 : f32
        %_178 = arith.addf %_out176, %_177 : f32
        linalg.yield %_178 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_180 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_181 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_182 = linalg.fill ins(%_180 : f32) outs(%_181 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_179 : tensor<1x4x8xf32>) outs(%_182 : tensor<1x4xf32>) {
      ^bb0(%_in183: f32, %_out184: f32):
        %_185 = arith.maximumf %_in183, %_out184 : f32
        linalg.yield %_185 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_187 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_188 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_189 = linalg.fill ins(%_187 : f32) outs(%_188 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_179, %_186 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_189 : tensor<1x4xf32>) {
      ^bb0(%_in190: f32, %_in191: f32, %_out192: f32):
        %_193 = arith.subf %_in190, %_in191 : f32
        %_194 = math.exp %_193 : f32
        %_195 = arith.addf %_194, %_out192 : f32
        linalg.yield %_195 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_197 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_179, %_186, %_196 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_197 : tensor<1x4x8xf32>) {
      ^bb0(%_in198: f32, %_in199: f32, %_in200: f32, %_out201: f32):
        %_202 = arith.subf %_in198, %_in199 : f32
        %_203 = math.log %_in200 : f32
        %_204 = arith.subf %_202, %_203 : f32
        linalg.yield %_204 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_206 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_217 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_206 : tensor<1x4xf32>) {
      ^bb0(%_in207: i64, %_out208: f32):
        %_209 = arith.index_cast %_in207 : i64 to index
        %_210 = arith.constant 0 : index
        %_211 = arith.constant 7 : index
        %_212 = arith.maxsi %_209, %_210 : index
        %_213 = arith.minsi %_212, %_211 : index
        %_214 = linalg.index 0 : index
        %_215 = linalg.index 1 : index
        %_216 = tensor.extract %_205[%_214, %_215, %_213] : tensor<1x4x8xf32>
        linalg.yield %_216 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_218 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":96:16)
    %_219 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_220 = linalg.fill ins(%_218 : i64) outs(%_219 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_232 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_220 : tensor<i64>) {
      ^bb0(%_in221: i64, %_out222: i64):
        %_223 = arith.constant 0 : i64
        %_224 = arith.cmpi sge, %_in221, %_223 : i64
        %_225 = arith.constant 7 : i64
        %_226 = arith.cmpi sle, %_in221, %_225 : i64
        %_227 = arith.andi %_224, %_226 : i1
        %_228 = arith.constant 0 : i64
        %_229 = arith.constant 2 : i64
        %_230 = arith.select %_227, %_228, %_229 : i64
        %_231 = arith.maxsi %_out222, %_230 : i64
        linalg.yield %_231 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_233 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_240 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_232 : tensor<i64>, tensor<i64>) outs(%_233 : tensor<i64>) {
      ^bb0(%_in234: i64, %_in235: i64, %_out236: i64):
        %_237 = arith.constant 0 : i64
        %_238 = arith.cmpi ne, %_in234, %_237 : i64
        %_239 = arith.select %_238, %_in234, %_in235 : i64
        linalg.yield %_239 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_241 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_245 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_217 : tensor<1x4xf32>) outs(%_241 : tensor<1x4xf32>) {
      ^bb0(%_in242: f32, %_out243: f32):
        %_244 = arith.negf %_in242 : f32
        linalg.yield %_244 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    func.return %_245, %_240 : tensor<1x4xf32>, tensor<i64> loc("storylm0_adamw_step.kina":55:1)
  } loc("storylm0_adamw_step.kina":55:1)
  func.func @storylm0_nll__reverseMode(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":67:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 3 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_33 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_34 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_35 = linalg.fill ins(%_33 : f32) outs(%_34 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_28 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_35 : tensor<1x4x4xf32>) {
      ^bb0(%_in36: f32, %_in37: f32, %_out38: f32):
        %_39 = arith.mulf %_in36, %_in37 : f32
        %_40 = arith.addf %_out38, %_39 : f32
        linalg.yield %_40 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_42 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_43 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_44 = linalg.fill ins(%_42 : f32) outs(%_43 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_30 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_44 : tensor<1x4x4xf32>) {
      ^bb0(%_in45: f32, %_in46: f32, %_out47: f32):
        %_48 = arith.mulf %_in45, %_in46 : f32
        %_49 = arith.addf %_out47, %_48 : f32
        linalg.yield %_49 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_51 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_52 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_53 = linalg.fill ins(%_51 : f32) outs(%_52 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_32 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_53 : tensor<1x4x4xf32>) {
      ^bb0(%_in54: f32, %_in55: f32, %_out56: f32):
        %_57 = arith.mulf %_in54, %_in55 : f32
        %_58 = arith.addf %_out56, %_57 : f32
        linalg.yield %_58 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_60 = tensor.collapse_shape %_41 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_61 = tensor.expand_shape %_60 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":74:12)
    %_62 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_61 : tensor<1x4x2x2xf32>) outs(%_62 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in63: f32, %_out64: f32):
        linalg.yield %_in63 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_66 = tensor.collapse_shape %_50 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_67 = tensor.expand_shape %_66 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":76:12)
    %_68 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_67 : tensor<1x4x2x2xf32>) outs(%_68 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in69: f32, %_out70: f32):
        linalg.yield %_in69 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_72 = tensor.collapse_shape %_59 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_73 = tensor.expand_shape %_72 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":78:12)
    %_74 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_73 : tensor<1x4x2x2xf32>) outs(%_74 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in75: f32, %_out76: f32):
        linalg.yield %_in75 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_78 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_71 : tensor<1x2x4x2xf32>) outs(%_78 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in79: f32, %_out80: f32):
        linalg.yield %_in79 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_82 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_83 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_84 = linalg.fill ins(%_82 : f32) outs(%_83 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_65, %_81 : tensor<1x2x4x2xf32>, tensor<1x2x2x4xf32>) outs(%_84 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in85: f32, %_in86: f32, %_out87: f32):
        %_88 = arith.mulf %_in85, %_in86 : f32
        %_89 = arith.addf %_out87, %_88 : f32
        linalg.yield %_89 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_91 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_91 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in92: f32, %_out93: f32):
        linalg.yield %_in92 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_95 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_90, %_94 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_95 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in96: f32, %_in97: f32, %_out98: f32):
        %_99 = arith.mulf %_in96, %_in97 : f32
        linalg.yield %_99 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_101 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_101 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in102: f32, %_out103: f32):
        linalg.yield %_in102 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_105 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_100, %_104 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_105 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in106: f32, %_in107: f32, %_out108: f32):
        %_109 = arith.addf %_in106, %_in107 : f32
        linalg.yield %_109 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_111 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_112 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_113 = linalg.fill ins(%_111 : f32) outs(%_112 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_110 : tensor<1x2x4x4xf32>) outs(%_113 : tensor<1x2x4xf32>) {
      ^bb0(%_in114: f32, %_out115: f32):
        %_116 = arith.maximumf %_in114, %_out115 : f32
        linalg.yield %_116 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_118 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_119 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_120 = linalg.fill ins(%_118 : f32) outs(%_119 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_110, %_117 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_120 : tensor<1x2x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.subf %_in121, %_in122 : f32
        %_125 = math.exp %_124 : f32
        %_126 = arith.addf %_125, %_out123 : f32
        linalg.yield %_126 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_128 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_110, %_117, %_127 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_128 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in129: f32, %_in130: f32, %_in131: f32, %_out132: f32):
        %_133 = arith.subf %_in129, %_in130 : f32
        %_134 = math.exp %_133 : f32
        %_135 = arith.divf %_134, %_in131 : f32
        linalg.yield %_135 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_137 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_138 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_139 = linalg.fill ins(%_137 : f32) outs(%_138 : tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_136, %_77 : tensor<1x2x4x4xf32>, tensor<1x2x4x2xf32>) outs(%_139 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in140: f32, %_in141: f32, %_out142: f32):
        %_143 = arith.mulf %_in140, %_in141 : f32
        %_144 = arith.addf %_out142, %_143 : f32
        linalg.yield %_144 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_146 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_145 : tensor<1x2x4x2xf32>) outs(%_146 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in147: f32, %_out148: f32):
        linalg.yield %_in147 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_150 = tensor.collapse_shape %_149 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_151 = tensor.expand_shape %_150 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":89:16)
    %_152 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_153 = tensor.expand_shape %_152 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_154 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_155 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_156 = linalg.fill ins(%_154 : f32) outs(%_155 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_151, %_153 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_156 : tensor<1x4x4xf32>) {
      ^bb0(%_in157: f32, %_in158: f32, %_out159: f32):
        %_160 = arith.mulf %_in157, %_in158 : f32
        %_161 = arith.addf %_out159, %_160 : f32
        linalg.yield %_161 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_163 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_162 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_163 : tensor<1x4x4xf32>) {
      ^bb0(%_in164: f32, %_in165: f32, %_out166: f32):
        %_167 = arith.addf %_in164, %_in165 : f32
        linalg.yield %_167 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_169 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_170 = tensor.expand_shape %_169 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_171 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_172 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_173 = linalg.fill ins(%_171 : f32) outs(%_172 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_168, %_170 : tensor<1x4x4xf32>, tensor<1x4x8xf32>) outs(%_173 : tensor<1x4x8xf32>) {
      ^bb0(%_in174: f32, %_in175: f32, %_out176: f32):
        %_177 = arith.mulf %_in174, %_in175 : f32
        %_178 = arith.addf %_out176, %_177 : f32
        linalg.yield %_178 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_180 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_181 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_182 = linalg.fill ins(%_180 : f32) outs(%_181 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_179 : tensor<1x4x8xf32>) outs(%_182 : tensor<1x4xf32>) {
      ^bb0(%_in183: f32, %_out184: f32):
        %_185 = arith.maximumf %_in183, %_out184 : f32
        linalg.yield %_185 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_187 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_188 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_189 = linalg.fill ins(%_187 : f32) outs(%_188 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_179, %_186 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_189 : tensor<1x4xf32>) {
      ^bb0(%_in190: f32, %_in191: f32, %_out192: f32):
        %_193 = arith.subf %_in190, %_in191 : f32
        %_194 = math.exp %_193 : f32
        %_195 = arith.addf %_194, %_out192 : f32
        linalg.yield %_195 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_197 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_179, %_186, %_196 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_197 : tensor<1x4x8xf32>) {
      ^bb0(%_in198: f32, %_in199: f32, %_in200: f32, %_out201: f32):
        %_202 = arith.subf %_in198, %_in199 : f32
        %_203 = math.log %_in200 : f32
        %_204 = arith.subf %_202, %_203 : f32
        linalg.yield %_204 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_206 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_217 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_206 : tensor<1x4xf32>) {
      ^bb0(%_in207: i64, %_out208: f32):
        %_209 = arith.index_cast %_in207 : i64 to index
        %_210 = arith.constant 0 : index
        %_211 = arith.constant 7 : index
        %_212 = arith.maxsi %_209, %_210 : index
        %_213 = arith.minsi %_212, %_211 : index
        %_214 = linalg.index 0 : index
        %_215 = linalg.index 1 : index
        %_216 = tensor.extract %_205[%_214, %_215, %_213] : tensor<1x4x8xf32>
        linalg.yield %_216 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_218 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":96:16)
    %_219 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_220 = linalg.fill ins(%_218 : i64) outs(%_219 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_232 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_220 : tensor<i64>) {
      ^bb0(%_in221: i64, %_out222: i64):
        %_223 = arith.constant 0 : i64
        %_224 = arith.cmpi sge, %_in221, %_223 : i64
        %_225 = arith.constant 7 : i64
        %_226 = arith.cmpi sle, %_in221, %_225 : i64
        %_227 = arith.andi %_224, %_226 : i1
        %_228 = arith.constant 0 : i64
        %_229 = arith.constant 4 : i64
        %_230 = arith.select %_227, %_228, %_229 : i64
        %_231 = arith.maxsi %_out222, %_230 : i64
        linalg.yield %_231 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_233 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_240 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_232 : tensor<i64>, tensor<i64>) outs(%_233 : tensor<i64>) {
      ^bb0(%_in234: i64, %_in235: i64, %_out236: i64):
        %_237 = arith.constant 0 : i64
        %_238 = arith.cmpi ne, %_in234, %_237 : i64
        %_239 = arith.select %_238, %_in234, %_in235 : i64
        linalg.yield %_239 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_241 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_245 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_217 : tensor<1x4xf32>) outs(%_241 : tensor<1x4xf32>) {
      ^bb0(%_in242: f32, %_out243: f32):
        %_244 = arith.negf %_in242 : f32
        linalg.yield %_244 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_246 = arith.constant dense<0x3F800000> : tensor<1x4xf32> loc("storylm0_adamw_step.kina":55:1)
    %_247 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_251 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_246 : tensor<1x4xf32>) outs(%_247 : tensor<1x4xf32>) {
      ^bb0(%_in248: f32, %_out249: f32):
        %_250 = arith.negf %_in248 : f32
        linalg.yield %_250 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_252 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":96:16)
    %_261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_251, %targets : tensor<1x4xf32>, tensor<1x4xi64>) outs(%_252 : tensor<1x4x8xf32>) {
      ^bb0(%_in253: f32, %_in254: i64, %_out255: f32):
        %_256 = arith.index_cast %_in254 : i64 to index
        %_257 = linalg.index 2 : index
        %_258 = arith.cmpi eq, %_256, %_257 : index
        %_259 = arith.constant 0x00000000 : f32
        %_260 = arith.select %_258, %_in253, %_259 : f32
        linalg.yield %_260 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":96:16)
    %_262 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":96:16)
    %_263 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_264 = linalg.fill ins(%_262 : i64) outs(%_263 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_276 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_264 : tensor<i64>) {
      ^bb0(%_in265: i64, %_out266: i64):
        %_267 = arith.constant 0 : i64
        %_268 = arith.cmpi sge, %_in265, %_267 : i64
        %_269 = arith.constant 7 : i64
        %_270 = arith.cmpi sle, %_in265, %_269 : i64
        %_271 = arith.andi %_268, %_270 : i1
        %_272 = arith.constant 0 : i64
        %_273 = arith.constant 5 : i64
        %_274 = arith.select %_271, %_272, %_273 : i64
        %_275 = arith.maxsi %_out266, %_274 : i64
        linalg.yield %_275 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_277 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_284 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_240, %_276 : tensor<i64>, tensor<i64>) outs(%_277 : tensor<i64>) {
      ^bb0(%_in278: i64, %_in279: i64, %_out280: i64):
        %_281 = arith.constant 0 : i64
        %_282 = arith.cmpi ne, %_in278, %_281 : i64
        %_283 = arith.select %_282, %_in278, %_in279 : i64
        linalg.yield %_283 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_285 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_286 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_287 = linalg.fill ins(%_285 : f32) outs(%_286 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_179 : tensor<1x4x8xf32>) outs(%_287 : tensor<1x4xf32>) {
      ^bb0(%_in288: f32, %_out289: f32):
        %_290 = arith.maximumf %_in288, %_out289 : f32
        linalg.yield %_290 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_292 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_293 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_294 = linalg.fill ins(%_292 : f32) outs(%_293 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_179, %_291 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_294 : tensor<1x4xf32>) {
      ^bb0(%_in295: f32, %_in296: f32, %_out297: f32):
        %_298 = arith.subf %_in295, %_in296 : f32
        %_299 = math.exp %_298 : f32
        %_300 = arith.addf %_299, %_out297 : f32
        linalg.yield %_300 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_302 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_179, %_291, %_301 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_302 : tensor<1x4x8xf32>) {
      ^bb0(%_in303: f32, %_in304: f32, %_in305: f32, %_out306: f32):
        %_307 = arith.subf %_in303, %_in304 : f32
        %_308 = math.exp %_307 : f32
        %_309 = arith.divf %_308, %_in305 : f32
        linalg.yield %_309 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_311 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_312 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_313 = linalg.fill ins(%_311 : f32) outs(%_312 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_261 : tensor<1x4x8xf32>) outs(%_313 : tensor<1x4xf32>) {
      ^bb0(%_in314: f32, %_out315: f32):
        %_316 = arith.addf %_in314, %_out315 : f32
        linalg.yield %_316 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_318 = tensor.collapse_shape %_317 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_319 = tensor.expand_shape %_318 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32> loc("storylm0_adamw_step.kina":95:19)
    %_320 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_319 : tensor<1x4x1xf32>) outs(%_320 : tensor<1x4x8xf32>) {
      ^bb0(%_in321: f32, %_out322: f32):
        linalg.yield %_in321 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_324 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_310, %_323 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_324 : tensor<1x4x8xf32>) {
      ^bb0(%_in325: f32, %_in326: f32, %_out327: f32):
        %_328 = arith.mulf %_in325, %_in326 : f32
        linalg.yield %_328 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_330 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_261, %_329 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_330 : tensor<1x4x8xf32>) {
      ^bb0(%_in331: f32, %_in332: f32, %_out333: f32):
        %_334 = arith.subf %_in331, %_in332 : f32
        linalg.yield %_334 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_336 = tensor.empty() : tensor<1x8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_170 : tensor<1x4x8xf32>) outs(%_336 : tensor<1x8x4xf32>) {
      ^bb0(%_in337: f32, %_out338: f32):
        linalg.yield %_in337 : f32
      } -> tensor<1x8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_340 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_341 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_342 = linalg.fill ins(%_340 : f32) outs(%_341 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_335, %_339 : tensor<1x4x8xf32>, tensor<1x8x4xf32>) outs(%_342 : tensor<1x4x4xf32>) {
      ^bb0(%_in343: f32, %_in344: f32, %_out345: f32):
        %_346 = arith.mulf %_in343, %_in344 : f32
        %_347 = arith.addf %_out345, %_346 : f32
        linalg.yield %_347 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_349 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_168 : tensor<1x4x4xf32>) outs(%_349 : tensor<1x4x4xf32>) {
      ^bb0(%_in350: f32, %_out351: f32):
        linalg.yield %_in350 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_353 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_354 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_355 = linalg.fill ins(%_353 : f32) outs(%_354 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_352, %_335 : tensor<1x4x4xf32>, tensor<1x4x8xf32>) outs(%_355 : tensor<1x4x8xf32>) {
      ^bb0(%_in356: f32, %_in357: f32, %_out358: f32):
        %_359 = arith.mulf %_in356, %_in357 : f32
        %_360 = arith.addf %_out358, %_359 : f32
        linalg.yield %_360 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_362 = tensor.collapse_shape %_361 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_363 = tensor.expand_shape %_362 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_364 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_153 : tensor<1x4x4xf32>) outs(%_364 : tensor<1x4x4xf32>) {
      ^bb0(%_in365: f32, %_out366: f32):
        linalg.yield %_in365 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_368 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_369 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_370 = linalg.fill ins(%_368 : f32) outs(%_369 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_348, %_367 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_370 : tensor<1x4x4xf32>) {
      ^bb0(%_in371: f32, %_in372: f32, %_out373: f32):
        %_374 = arith.mulf %_in371, %_in372 : f32
        %_375 = arith.addf %_out373, %_374 : f32
        linalg.yield %_375 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_377 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_151 : tensor<1x4x4xf32>) outs(%_377 : tensor<1x4x4xf32>) {
      ^bb0(%_in378: f32, %_out379: f32):
        linalg.yield %_in378 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_381 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_382 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_383 = linalg.fill ins(%_381 : f32) outs(%_382 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_380, %_348 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_383 : tensor<1x4x4xf32>) {
      ^bb0(%_in384: f32, %_in385: f32, %_out386: f32):
        %_387 = arith.mulf %_in384, %_in385 : f32
        %_388 = arith.addf %_out386, %_387 : f32
        linalg.yield %_388 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_390 = tensor.collapse_shape %_389 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_391 = tensor.expand_shape %_390 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_392 = tensor.collapse_shape %_376 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_393 = tensor.expand_shape %_392 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":89:16)
    %_394 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_393 : tensor<1x4x2x2xf32>) outs(%_394 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in395: f32, %_out396: f32):
        linalg.yield %_in395 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_398 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_77 : tensor<1x2x4x2xf32>) outs(%_398 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in399: f32, %_out400: f32):
        linalg.yield %_in399 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_402 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_403 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_404 = linalg.fill ins(%_402 : f32) outs(%_403 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_397, %_401 : tensor<1x2x4x2xf32>, tensor<1x2x2x4xf32>) outs(%_404 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in405: f32, %_in406: f32, %_out407: f32):
        %_408 = arith.mulf %_in405, %_in406 : f32
        %_409 = arith.addf %_out407, %_408 : f32
        linalg.yield %_409 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_411 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_136 : tensor<1x2x4x4xf32>) outs(%_411 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in412: f32, %_out413: f32):
        linalg.yield %_in412 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_415 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_416 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_417 = linalg.fill ins(%_415 : f32) outs(%_416 : tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_414, %_397 : tensor<1x2x4x4xf32>, tensor<1x2x4x2xf32>) outs(%_417 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in418: f32, %_in419: f32, %_out420: f32):
        %_421 = arith.mulf %_in418, %_in419 : f32
        %_422 = arith.addf %_out420, %_421 : f32
        linalg.yield %_422 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_424 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_410, %_136 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_424 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in425: f32, %_in426: f32, %_out427: f32):
        %_428 = arith.mulf %_in425, %_in426 : f32
        linalg.yield %_428 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_430 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_431 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_432 = linalg.fill ins(%_430 : f32) outs(%_431 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_429 : tensor<1x2x4x4xf32>) outs(%_432 : tensor<1x2x4xf32>) {
      ^bb0(%_in433: f32, %_out434: f32):
        %_435 = arith.addf %_in433, %_out434 : f32
        linalg.yield %_435 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_437 = tensor.collapse_shape %_436 [[0, 1, 2]] : tensor<1x2x4xf32> into tensor<8xf32> loc("storylm0_adamw_step.kina":86:15)
    %_438 = tensor.expand_shape %_437 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32> loc("storylm0_adamw_step.kina":86:15)
    %_439 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_438 : tensor<1x2x4x1xf32>) outs(%_439 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in440: f32, %_out441: f32):
        linalg.yield %_in440 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_443 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_410, %_442 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_443 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in444: f32, %_in445: f32, %_out446: f32):
        %_447 = arith.subf %_in444, %_in445 : f32
        linalg.yield %_447 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_449 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_136, %_448 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_449 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in450: f32, %_in451: f32, %_out452: f32):
        %_453 = arith.mulf %_in450, %_in451 : f32
        linalg.yield %_453 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_455 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":84:14)
    %_456 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_457 = linalg.fill ins(%_455 : f32) outs(%_456 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%_454 : tensor<1x2x4x4xf32>) outs(%_457 : tensor<1x4x4xf32>) {
      ^bb0(%_in458: f32, %_out459: f32):
        %_460 = arith.addf %_in458, %_out459 : f32
        linalg.yield %_460 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_462 = tensor.collapse_shape %_461 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":84:14)
    %_463 = tensor.expand_shape %_462 [[0, 1, 2, 3]] output_shape [1, 1, 4, 4] : tensor<16xf32> into tensor<1x1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_464 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_454, %_94 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_464 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in465: f32, %_in466: f32, %_out467: f32):
        %_468 = arith.mulf %_in465, %_in466 : f32
        linalg.yield %_468 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_470 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_454, %_90 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_470 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in471: f32, %_in472: f32, %_out473: f32):
        %_474 = arith.mulf %_in471, %_in472 : f32
        linalg.yield %_474 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_476 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":82:15)
    %_477 = tensor.empty() : tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_478 = linalg.fill ins(%_476 : f32) outs(%_477 : tensor<1xf32>) -> tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%_475 : tensor<1x2x4x4xf32>) outs(%_478 : tensor<1xf32>) {
      ^bb0(%_in479: f32, %_out480: f32):
        %_481 = arith.addf %_in479, %_out480 : f32
        linalg.yield %_481 : f32
      } -> tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_483 = tensor.expand_shape %_482 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xf32> into tensor<1x1x1x1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_484 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_81 : tensor<1x2x2x4xf32>) outs(%_484 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in485: f32, %_out486: f32):
        linalg.yield %_in485 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_488 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_489 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_490 = linalg.fill ins(%_488 : f32) outs(%_489 : tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_469, %_487 : tensor<1x2x4x4xf32>, tensor<1x2x4x2xf32>) outs(%_490 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in491: f32, %_in492: f32, %_out493: f32):
        %_494 = arith.mulf %_in491, %_in492 : f32
        %_495 = arith.addf %_out493, %_494 : f32
        linalg.yield %_495 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_497 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_65 : tensor<1x2x4x2xf32>) outs(%_497 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in498: f32, %_out499: f32):
        linalg.yield %_in498 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_501 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_502 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_503 = linalg.fill ins(%_501 : f32) outs(%_502 : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_500, %_469 : tensor<1x2x2x4xf32>, tensor<1x2x4x4xf32>) outs(%_503 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in504: f32, %_in505: f32, %_out506: f32):
        %_507 = arith.mulf %_in504, %_in505 : f32
        %_508 = arith.addf %_out506, %_507 : f32
        linalg.yield %_508 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_510 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":80:12)
    %_513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_509 : tensor<1x2x2x4xf32>) outs(%_510 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in511: f32, %_out512: f32):
        linalg.yield %_in511 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":80:12)
    %_514 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_423 : tensor<1x2x4x2xf32>) outs(%_514 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in515: f32, %_out516: f32):
        linalg.yield %_in515 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_518 = tensor.collapse_shape %_517 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_519 = tensor.expand_shape %_518 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":78:12)
    %_520 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_513 : tensor<1x2x4x2xf32>) outs(%_520 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in521: f32, %_out522: f32):
        linalg.yield %_in521 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_524 = tensor.collapse_shape %_523 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_525 = tensor.expand_shape %_524 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":76:12)
    %_526 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_529 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_496 : tensor<1x2x4x2xf32>) outs(%_526 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in527: f32, %_out528: f32):
        linalg.yield %_in527 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_530 = tensor.collapse_shape %_529 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_531 = tensor.expand_shape %_530 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":74:12)
    %_532 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_32 : tensor<1x4x4xf32>) outs(%_532 : tensor<1x4x4xf32>) {
      ^bb0(%_in533: f32, %_out534: f32):
        linalg.yield %_in533 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_536 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_537 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_538 = linalg.fill ins(%_536 : f32) outs(%_537 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_519, %_535 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_538 : tensor<1x4x4xf32>) {
      ^bb0(%_in539: f32, %_in540: f32, %_out541: f32):
        %_542 = arith.mulf %_in539, %_in540 : f32
        %_543 = arith.addf %_out541, %_542 : f32
        linalg.yield %_543 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_545 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_545 : tensor<1x4x4xf32>) {
      ^bb0(%_in546: f32, %_out547: f32):
        linalg.yield %_in546 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_549 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_550 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_551 = linalg.fill ins(%_549 : f32) outs(%_550 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_548, %_519 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_551 : tensor<1x4x4xf32>) {
      ^bb0(%_in552: f32, %_in553: f32, %_out554: f32):
        %_555 = arith.mulf %_in552, %_in553 : f32
        %_556 = arith.addf %_out554, %_555 : f32
        linalg.yield %_556 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_558 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_30 : tensor<1x4x4xf32>) outs(%_558 : tensor<1x4x4xf32>) {
      ^bb0(%_in559: f32, %_out560: f32):
        linalg.yield %_in559 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_562 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_563 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_564 = linalg.fill ins(%_562 : f32) outs(%_563 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_525, %_561 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_564 : tensor<1x4x4xf32>) {
      ^bb0(%_in565: f32, %_in566: f32, %_out567: f32):
        %_568 = arith.mulf %_in565, %_in566 : f32
        %_569 = arith.addf %_out567, %_568 : f32
        linalg.yield %_569 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_571 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_571 : tensor<1x4x4xf32>) {
      ^bb0(%_in572: f32, %_out573: f32):
        linalg.yield %_in572 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_575 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_576 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_577 = linalg.fill ins(%_575 : f32) outs(%_576 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_574, %_525 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_577 : tensor<1x4x4xf32>) {
      ^bb0(%_in578: f32, %_in579: f32, %_out580: f32):
        %_581 = arith.mulf %_in578, %_in579 : f32
        %_582 = arith.addf %_out580, %_581 : f32
        linalg.yield %_582 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_584 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_28 : tensor<1x4x4xf32>) outs(%_584 : tensor<1x4x4xf32>) {
      ^bb0(%_in585: f32, %_out586: f32):
        linalg.yield %_in585 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_588 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_589 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_590 = linalg.fill ins(%_588 : f32) outs(%_589 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_531, %_587 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_590 : tensor<1x4x4xf32>) {
      ^bb0(%_in591: f32, %_in592: f32, %_out593: f32):
        %_594 = arith.mulf %_in591, %_in592 : f32
        %_595 = arith.addf %_out593, %_594 : f32
        linalg.yield %_595 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_597 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_597 : tensor<1x4x4xf32>) {
      ^bb0(%_in598: f32, %_out599: f32):
        linalg.yield %_in598 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_601 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_602 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_603 = linalg.fill ins(%_601 : f32) outs(%_602 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_600, %_531 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_603 : tensor<1x4x4xf32>) {
      ^bb0(%_in604: f32, %_in605: f32, %_out606: f32):
        %_607 = arith.mulf %_in604, %_in605 : f32
        %_608 = arith.addf %_out606, %_607 : f32
        linalg.yield %_608 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_610 = tensor.collapse_shape %_557 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_611 = tensor.expand_shape %_610 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_612 = tensor.collapse_shape %_583 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_613 = tensor.expand_shape %_612 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_614 = tensor.collapse_shape %_609 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_615 = tensor.expand_shape %_614 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_616 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_348, %_544 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_616 : tensor<1x4x4xf32>) {
      ^bb0(%_in617: f32, %_in618: f32, %_out619: f32):
        %_620 = arith.addf %_in617, %_in618 : f32
        linalg.yield %_620 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_622 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_621, %_570 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_622 : tensor<1x4x4xf32>) {
      ^bb0(%_in623: f32, %_in624: f32, %_out625: f32):
        %_626 = arith.addf %_in623, %_in624 : f32
        linalg.yield %_626 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_628 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_627, %_596 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_628 : tensor<1x4x4xf32>) {
      ^bb0(%_in629: f32, %_in630: f32, %_out631: f32):
        %_632 = arith.addf %_in629, %_in630 : f32
        linalg.yield %_632 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_634 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":67:11)
    %_635 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_636 = linalg.fill ins(%_634 : f32) outs(%_635 : tensor<8x4xf32>) -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%_633, %token_ids : tensor<1x4x4xf32>, tensor<1x4xi64>) outs(%_636 : tensor<8x4xf32>) {
      ^bb0(%_in637: f32, %_in638: i64, %_out639: f32):
        %_640 = arith.index_cast %_in638 : i64 to index
        %_641 = linalg.index 0 : index
        %_642 = arith.cmpi eq, %_640, %_641 : index
        %_643 = arith.constant 0x00000000 : f32
        %_644 = arith.select %_642, %_in637, %_643 : f32
        %_645 = arith.addf %_out639, %_644 : f32
        linalg.yield %_645 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_647 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":67:11)
    %_648 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_649 = linalg.fill ins(%_647 : i64) outs(%_648 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_661 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_649 : tensor<i64>) {
      ^bb0(%_in650: i64, %_out651: i64):
        %_652 = arith.constant 0 : i64
        %_653 = arith.cmpi sge, %_in650, %_652 : i64
        %_654 = arith.constant 7 : i64
        %_655 = arith.cmpi sle, %_in650, %_654 : i64
        %_656 = arith.andi %_653, %_655 : i1
        %_657 = arith.constant 0 : i64
        %_658 = arith.constant 6 : i64
        %_659 = arith.select %_656, %_657, %_658 : i64
        %_660 = arith.maxsi %_out651, %_659 : i64
        linalg.yield %_660 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_662 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_669 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_284, %_661 : tensor<i64>, tensor<i64>) outs(%_662 : tensor<i64>) {
      ^bb0(%_in663: i64, %_in664: i64, %_out665: i64):
        %_666 = arith.constant 0 : i64
        %_667 = arith.cmpi ne, %_in663, %_666 : i64
        %_668 = arith.select %_667, %_in663, %_in664 : i64
        linalg.yield %_668 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    func.return %_245, %_646, %_463, %_483, %_615, %_613, %_611, %_391, %_363, %_669 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_adamw_step.kina":55:1)
  } loc("storylm0_adamw_step.kina":55:1)
  func.func @step(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %m_emb: tensor<8x4xf32> {bufferization.writable = false}, %v_emb: tensor<8x4xf32> {bufferization.writable = false}, %m_wq: tensor<4x4xf32> {bufferization.writable = false}, %v_wq: tensor<4x4xf32> {bufferization.writable = false}, %m_wk: tensor<4x4xf32> {bufferization.writable = false}, %v_wk: tensor<4x4xf32> {bufferization.writable = false}, %m_wv: tensor<4x4xf32> {bufferization.writable = false}, %v_wv: tensor<4x4xf32> {bufferization.writable = false}, %m_wo: tensor<4x4xf32> {bufferization.writable = false}, %v_wo: tensor<4x4xf32> {bufferization.writable = false}, %m_lm: tensor<4x8xf32> {bufferization.writable = false}, %v_lm: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:10 = func.call @storylm0_nll__reverseMode(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_adamw_step.kina":130:5)
    %_call2:3 = func.call @adamw_8x4(%token_embedding, %_call1#1, %m_emb, %v_emb, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) loc("storylm0_adamw_step.kina":134:44)
    %_call3:3 = func.call @adamw_4x4(%wq, %_call1#4, %m_wq, %v_wq, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":135:41)
    %_call4:3 = func.call @adamw_4x4(%wk, %_call1#5, %m_wk, %v_wk, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":136:41)
    %_call5:3 = func.call @adamw_4x4(%wv, %_call1#6, %m_wv, %v_wv, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":137:41)
    %_call6:3 = func.call @adamw_4x4(%wo, %_call1#7, %m_wo, %v_wo, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":138:41)
    %_call7:3 = func.call @adamw_4x8(%lm_head, %_call1#8, %m_lm, %v_lm, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) loc("storylm0_adamw_step.kina":139:41)
    func.return %_call1#0, %_call2#0, %_call2#1, %_call2#2, %_call3#0, %_call3#1, %_call3#2, %_call4#0, %_call4#1, %_call4#2, %_call5#0, %_call5#1, %_call5#2, %_call6#0, %_call6#1, %_call6#2, %_call7#0, %_call7#1, %_call7#2, %_call1#9 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_adamw_step.kina":101:1)
  } loc("storylm0_adamw_step.kina":101:1)
  func.func @main(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %m_emb: tensor<8x4xf32> {bufferization.writable = false}, %v_emb: tensor<8x4xf32> {bufferization.writable = false}, %m_wq: tensor<4x4xf32> {bufferization.writable = false}, %v_wq: tensor<4x4xf32> {bufferization.writable = false}, %m_wk: tensor<4x4xf32> {bufferization.writable = false}, %v_wk: tensor<4x4xf32> {bufferization.writable = false}, %m_wv: tensor<4x4xf32> {bufferization.writable = false}, %v_wv: tensor<4x4xf32> {bufferization.writable = false}, %m_wo: tensor<4x4xf32> {bufferization.writable = false}, %v_wo: tensor<4x4xf32> {bufferization.writable = false}, %m_lm: tensor<4x8xf32> {bufferization.writable = false}, %v_lm: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:20 = func.call @step(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head, %m_emb, %v_emb, %m_wq, %v_wq, %m_wk, %v_wk, %m_wv, %v_wv, %m_wo, %v_wo, %m_lm, %v_lm, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_adamw_step.kina":171:3)
    func.return %_call1#0, %_call1#1, %_call1#2, %_call1#3, %_call1#4, %_call1#5, %_call1#6, %_call1#7, %_call1#8, %_call1#9, %_call1#10, %_call1#11, %_call1#12, %_call1#13, %_call1#14, %_call1#15, %_call1#16, %_call1#17, %_call1#18, %_call1#19 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_adamw_step.kina":143:1)
  } loc("storylm0_adamw_step.kina":143:1)
}
